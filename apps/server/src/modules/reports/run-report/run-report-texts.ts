import type { LossReason, RunState } from '@canopy/shared/crop';
import type { Language } from '@canopy/shared/languages';

/**
 * The words of a run's report PDF in the five languages. Stage names come from the group labels' texts
 * and treatment methods and units from the protection texts (the same words as the web's catalogs).
 * Hebrew lines avoid punctuation between a Hebrew word and a name or number where they can: the PDF lays
 * Hebrew out as runs of words in reverse (qr-labels/label-fonts.ts), where it would land on the wrong side.
 */
export interface RunReportTexts {
  title: string;
  /** `{{zone}}` and `{{date}}`: the site's time zone and the day the report was made. */
  made: string;
  /** `{{code}}`, `{{page}}`, `{{pages}}`. */
  footer: string;
  facts: {
    code: string;
    name: string;
    state: string;
    strains: string;
    rooms: string;
    started: string;
    plants: string;
    /** `{{started}}`, `{{now}}`, `{{lost}}`. */
    plantsLine: string;
  };
  states: Readonly<Record<RunState, string>>;
  timeline: {
    title: string;
    stage: string;
    from: string;
    to: string;
    days: string;
    planned: string;
    now: string;
  };
  climate: {
    title: string;
    /** `{{group}}`: the group whose room climate is shown (the one with most plants). */
    group: string;
    stage: string;
    temperature: string;
    humidity: string;
    vpd: string;
    co2: string;
    inTarget: string;
    chart: string;
    none: string;
  };
  events: {
    title: string;
    at: string;
    what: string;
    details: string;
    none: string;
    kinds: {
      move: string;
      loss: string;
      feed: string;
      scouting: string;
      treatment: string;
      harvest: string;
      photo: string;
    };
    /** `{{count}}`, `{{strain}}`, `{{stage}}`, `{{room}}`. */
    move: string;
    /** `{{count}}`, `{{strain}}`, `{{reason}}`. */
    loss: string;
    /** `{{litres}}`, `{{ec}}`, `{{ph}}`. */
    feed: string;
    /** `{{pest}}`, `{{severity}}`. */
    scouting: string;
    /** `{{count}}`, `{{strain}}`. */
    harvest: string;
  };
  reasons: Readonly<Record<LossReason, string>>;
  harvests: {
    title: string;
    at: string;
    strain: string;
    plants: string;
    wet: string;
    dry: string;
    dryPerPlant: string;
    open: string;
    closed: string;
    none: string;
  };
  yields: {
    title: string;
    /** `{{strain}}`. */
    strain: string;
    run: string;
    plants: string;
    dry: string;
    dryPerPlant: string;
    harvested: string;
    thisRun: string;
    none: string;
    chart: string;
  };
  photos: { title: string };
}

export const RUN_REPORT_TEXTS: Readonly<Record<Language, RunReportTexts>> = {
  en: {
    title: 'Run report',
    made: 'Made on {{date}}. Dates and times in {{zone}}',
    footer: '{{code}} · {{page}} / {{pages}}',
    facts: {
      code: 'Code',
      name: 'Name',
      state: 'State',
      strains: 'Strains',
      rooms: 'Rooms',
      started: 'Started',
      plants: 'Plants',
      plantsLine: '{{started}} started, {{now}} now, {{lost}} lost',
    },
    states: { active: 'Active', harvested: 'Harvested', closed: 'Closed', abandoned: 'Abandoned' },
    timeline: {
      title: 'Timeline',
      stage: 'Stage',
      from: 'From',
      to: 'To',
      days: 'Days',
      planned: 'Planned',
      now: 'now',
    },
    climate: {
      title: 'Climate by stage',
      group: 'Room climate of the group {{group}}',
      stage: 'Stage',
      temperature: 'Temp. °C',
      humidity: 'RH %',
      vpd: 'VPD kPa',
      co2: 'CO₂ ppm',
      inTarget: 'VPD in target %',
      chart: 'Temperature °C',
      none: 'No climate was measured in the rooms of this run.',
    },
    events: {
      title: 'Events',
      at: 'Date and time',
      what: 'Event',
      details: 'Details',
      none: 'Nothing was recorded.',
      kinds: {
        move: 'Move',
        loss: 'Loss',
        feed: 'Feed',
        scouting: 'Scouting',
        treatment: 'Treatment',
        harvest: 'Harvest',
        photo: 'Photo',
      },
      move: '{{count}} {{strain}} to {{stage}} in {{room}}',
      loss: '{{count}} {{strain}}: {{reason}}',
      feed: '{{litres}} L, EC {{ec}}, pH {{ph}}',
      scouting: '{{pest}}, severity {{severity}}',
      harvest: '{{count}} {{strain}}',
    },
    reasons: {
      died: 'died',
      culled: 'culled',
      hermaphrodite: 'hermaphrodite',
      pest: 'pest',
      disease: 'disease',
      other: 'other',
    },
    harvests: {
      title: 'Harvest',
      at: 'Harvested',
      strain: 'Strain',
      plants: 'Plants',
      wet: 'Wet g',
      dry: 'Dry g',
      dryPerPlant: 'Dry g/plant',
      open: 'drying',
      closed: 'final',
      none: 'Not harvested yet.',
    },
    yields: {
      title: 'Yields against earlier runs',
      strain: 'Strain {{strain}}',
      run: 'Run',
      plants: 'Plants',
      dry: 'Dry g',
      dryPerPlant: 'Dry g/plant',
      harvested: 'Last harvest',
      thisRun: 'this run',
      none: 'No closed harvest of this strain yet.',
      chart: 'Dry g/plant',
    },
    photos: { title: 'Photos' },
  },
  ru: {
    title: 'Отчёт о цикле',
    made: 'Создан {{date}}. Даты и время в {{zone}}',
    footer: '{{code}} · {{page}} / {{pages}}',
    facts: {
      code: 'Код',
      name: 'Название',
      state: 'Состояние',
      strains: 'Сорта',
      rooms: 'Помещения',
      started: 'Начат',
      plants: 'Растения',
      plantsLine: 'начато {{started}}, сейчас {{now}}, потеряно {{lost}}',
    },
    states: { active: 'Активен', harvested: 'Собран', closed: 'Закрыт', abandoned: 'Прерван' },
    timeline: {
      title: 'Этапы',
      stage: 'Этап',
      from: 'С',
      to: 'По',
      days: 'Дней',
      planned: 'План',
      now: 'сейчас',
    },
    climate: {
      title: 'Климат по этапам',
      group: 'Климат помещения группы {{group}}',
      stage: 'Этап',
      temperature: 'Темп. °C',
      humidity: 'Влажн. %',
      vpd: 'VPD кПа',
      co2: 'CO₂ ppm',
      inTarget: 'VPD в цели %',
      chart: 'Температура °C',
      none: 'В помещениях этого цикла климат не измерялся.',
    },
    events: {
      title: 'События',
      at: 'Дата и время',
      what: 'Событие',
      details: 'Подробности',
      none: 'Ничего не записано.',
      kinds: {
        move: 'Перемещение',
        loss: 'Потеря',
        feed: 'Подкормка',
        scouting: 'Осмотр',
        treatment: 'Обработка',
        harvest: 'Урожай',
        photo: 'Фото',
      },
      move: '{{count}} {{strain}} на этап {{stage}}, {{room}}',
      loss: '{{count}} {{strain}}: {{reason}}',
      feed: '{{litres}} л, EC {{ec}}, pH {{ph}}',
      scouting: '{{pest}}, степень {{severity}}',
      harvest: '{{count}} {{strain}}',
    },
    reasons: {
      died: 'погибли',
      culled: 'отбракованы',
      hermaphrodite: 'гермафродит',
      pest: 'вредители',
      disease: 'болезнь',
      other: 'другое',
    },
    harvests: {
      title: 'Урожай',
      at: 'Собран',
      strain: 'Сорт',
      plants: 'Растений',
      wet: 'Сырой г',
      dry: 'Сухой г',
      dryPerPlant: 'Сухой г/раст.',
      open: 'сушится',
      closed: 'итог',
      none: 'Урожай ещё не собран.',
    },
    yields: {
      title: 'Урожайность в сравнении с прошлыми циклами',
      strain: 'Сорт {{strain}}',
      run: 'Цикл',
      plants: 'Растений',
      dry: 'Сухой г',
      dryPerPlant: 'Сухой г/раст.',
      harvested: 'Последний сбор',
      thisRun: 'этот цикл',
      none: 'Закрытых сборов этого сорта ещё нет.',
      chart: 'Сухой г/раст.',
    },
    photos: { title: 'Фото' },
  },
  uk: {
    title: 'Звіт про цикл',
    made: 'Створено {{date}}. Дати й час у {{zone}}',
    footer: '{{code}} · {{page}} / {{pages}}',
    facts: {
      code: 'Код',
      name: 'Назва',
      state: 'Стан',
      strains: 'Сорти',
      rooms: 'Приміщення',
      started: 'Почато',
      plants: 'Рослини',
      plantsLine: 'почато {{started}}, зараз {{now}}, втрачено {{lost}}',
    },
    states: { active: 'Активний', harvested: 'Зібраний', closed: 'Закритий', abandoned: 'Перерваний' },
    timeline: {
      title: 'Етапи',
      stage: 'Етап',
      from: 'З',
      to: 'По',
      days: 'Днів',
      planned: 'План',
      now: 'зараз',
    },
    climate: {
      title: 'Клімат за етапами',
      group: 'Клімат приміщення групи {{group}}',
      stage: 'Етап',
      temperature: 'Темп. °C',
      humidity: 'Волог. %',
      vpd: 'VPD кПа',
      co2: 'CO₂ ppm',
      inTarget: 'VPD у цілі %',
      chart: 'Температура °C',
      none: 'У приміщеннях цього циклу клімат не вимірювався.',
    },
    events: {
      title: 'Події',
      at: 'Дата й час',
      what: 'Подія',
      details: 'Подробиці',
      none: 'Нічого не записано.',
      kinds: {
        move: 'Переміщення',
        loss: 'Втрата',
        feed: 'Підживлення',
        scouting: 'Огляд',
        treatment: 'Обробка',
        harvest: 'Урожай',
        photo: 'Фото',
      },
      move: '{{count}} {{strain}} на етап {{stage}}, {{room}}',
      loss: '{{count}} {{strain}}: {{reason}}',
      feed: '{{litres}} л, EC {{ec}}, pH {{ph}}',
      scouting: '{{pest}}, ступінь {{severity}}',
      harvest: '{{count}} {{strain}}',
    },
    reasons: {
      died: 'загинули',
      culled: 'відбраковані',
      hermaphrodite: 'гермафродит',
      pest: 'шкідники',
      disease: 'хвороба',
      other: 'інше',
    },
    harvests: {
      title: 'Урожай',
      at: 'Зібрано',
      strain: 'Сорт',
      plants: 'Рослин',
      wet: 'Сирий г',
      dry: 'Сухий г',
      dryPerPlant: 'Сухий г/росл.',
      open: 'сушиться',
      closed: 'підсумок',
      none: 'Урожай ще не зібрано.',
    },
    yields: {
      title: 'Урожайність порівняно з попередніми циклами',
      strain: 'Сорт {{strain}}',
      run: 'Цикл',
      plants: 'Рослин',
      dry: 'Сухий г',
      dryPerPlant: 'Сухий г/росл.',
      harvested: 'Останній збір',
      thisRun: 'цей цикл',
      none: 'Закритих зборів цього сорту ще немає.',
      chart: 'Сухий г/росл.',
    },
    photos: { title: 'Фото' },
  },
  he: {
    title: 'דוח מחזור',
    made: 'נוצר ב־{{date}} תאריכים ושעות לפי {{zone}}',
    footer: '{{code}} · {{page}} / {{pages}}',
    facts: {
      code: 'קוד',
      name: 'שם',
      state: 'מצב',
      strains: 'זנים',
      rooms: 'חדרים',
      started: 'התחלה',
      plants: 'צמחים',
      plantsLine: 'בהתחלה {{started}} עכשיו {{now}} אבדו {{lost}}',
    },
    states: { active: 'פעיל', harvested: 'נקטף', closed: 'סגור', abandoned: 'ננטש' },
    timeline: {
      title: 'ציר זמן',
      stage: 'שלב',
      from: 'מתאריך',
      to: 'עד תאריך',
      days: 'ימים',
      planned: 'מתוכנן',
      now: 'עכשיו',
    },
    climate: {
      title: 'אקלים לפי שלב',
      group: 'אקלים החדר של הקבוצה {{group}}',
      stage: 'שלב',
      temperature: 'טמפ׳ °C',
      humidity: 'לחות %',
      vpd: 'VPD kPa',
      co2: 'CO₂ ppm',
      inTarget: 'VPD ביעד %',
      chart: 'טמפרטורה °C',
      none: 'לא נמדד אקלים בחדרי המחזור הזה',
    },
    events: {
      title: 'אירועים',
      at: 'תאריך ושעה',
      what: 'אירוע',
      details: 'פרטים',
      none: 'לא נרשם דבר',
      kinds: {
        move: 'העברה',
        loss: 'אובדן',
        feed: 'הזנה',
        scouting: 'סריקה',
        treatment: 'טיפול',
        harvest: 'קטיף',
        photo: 'תמונה',
      },
      move: '{{count}} {{strain}} לשלב {{stage}} בחדר {{room}}',
      loss: '{{count}} {{strain}} {{reason}}',
      feed: '{{litres}} ליטר EC {{ec}} pH {{ph}}',
      scouting: '{{pest}} חומרה {{severity}}',
      harvest: '{{count}} {{strain}}',
    },
    reasons: {
      died: 'מתו',
      culled: 'הוצאו',
      hermaphrodite: 'הרמפרודיט',
      pest: 'מזיקים',
      disease: 'מחלה',
      other: 'אחר',
    },
    harvests: {
      title: 'קטיף',
      at: 'נקטף',
      strain: 'זן',
      plants: 'צמחים',
      wet: 'רטוב גרם',
      dry: 'יבש גרם',
      dryPerPlant: 'יבש גרם לצמח',
      open: 'בייבוש',
      closed: 'סופי',
      none: 'עדיין לא נקטף',
    },
    yields: {
      title: 'יבול מול מחזורים קודמים',
      strain: 'זן {{strain}}',
      run: 'מחזור',
      plants: 'צמחים',
      dry: 'יבש גרם',
      dryPerPlant: 'יבש גרם לצמח',
      harvested: 'קטיף אחרון',
      thisRun: 'המחזור הזה',
      none: 'עדיין אין קטיף סגור של הזן הזה',
      chart: 'יבש גרם לצמח',
    },
    photos: { title: 'תמונות' },
  },
  es: {
    title: 'Informe del ciclo',
    made: 'Creado el {{date}}. Fechas y horas en {{zone}}',
    footer: '{{code}} · {{page}} / {{pages}}',
    facts: {
      code: 'Código',
      name: 'Nombre',
      state: 'Estado',
      strains: 'Variedades',
      rooms: 'Salas',
      started: 'Inicio',
      plants: 'Plantas',
      plantsLine: '{{started}} al inicio, {{now}} ahora, {{lost}} perdidas',
    },
    states: { active: 'Activo', harvested: 'Cosechado', closed: 'Cerrado', abandoned: 'Abandonado' },
    timeline: {
      title: 'Etapas',
      stage: 'Etapa',
      from: 'Desde',
      to: 'Hasta',
      days: 'Días',
      planned: 'Plan',
      now: 'ahora',
    },
    climate: {
      title: 'Clima por etapa',
      group: 'Clima de la sala del grupo {{group}}',
      stage: 'Etapa',
      temperature: 'Temp. °C',
      humidity: 'HR %',
      vpd: 'VPD kPa',
      co2: 'CO₂ ppm',
      inTarget: 'VPD en objetivo %',
      chart: 'Temperatura °C',
      none: 'No se midió el clima en las salas de este ciclo.',
    },
    events: {
      title: 'Eventos',
      at: 'Fecha y hora',
      what: 'Evento',
      details: 'Detalles',
      none: 'No se registró nada.',
      kinds: {
        move: 'Traslado',
        loss: 'Pérdida',
        feed: 'Riego',
        scouting: 'Inspección',
        treatment: 'Tratamiento',
        harvest: 'Cosecha',
        photo: 'Foto',
      },
      move: '{{count}} {{strain}} a {{stage}} en {{room}}',
      loss: '{{count}} {{strain}}: {{reason}}',
      feed: '{{litres}} L, EC {{ec}}, pH {{ph}}',
      scouting: '{{pest}}, gravedad {{severity}}',
      harvest: '{{count}} {{strain}}',
    },
    reasons: {
      died: 'murieron',
      culled: 'descartadas',
      hermaphrodite: 'hermafrodita',
      pest: 'plaga',
      disease: 'enfermedad',
      other: 'otro',
    },
    harvests: {
      title: 'Cosecha',
      at: 'Cosechado',
      strain: 'Variedad',
      plants: 'Plantas',
      wet: 'Húmedo g',
      dry: 'Seco g',
      dryPerPlant: 'Seco g/planta',
      open: 'secando',
      closed: 'final',
      none: 'Aún sin cosechar.',
    },
    yields: {
      title: 'Rendimiento frente a ciclos anteriores',
      strain: 'Variedad {{strain}}',
      run: 'Ciclo',
      plants: 'Plantas',
      dry: 'Seco g',
      dryPerPlant: 'Seco g/planta',
      harvested: 'Última cosecha',
      thisRun: 'este ciclo',
      none: 'Aún no hay cosechas cerradas de esta variedad.',
      chart: 'Seco g/planta',
    },
    photos: { title: 'Fotos' },
  },
};
