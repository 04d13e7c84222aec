import type { PageCatalog } from '../../pages/en';

export const devicesPageRu: PageCatalog['devices'] = {
  admin: {
    title: 'Действия администратора',
    set: 'Задать',
    saveConfig: 'Сохранить конфигурацию',
    loadConfig: 'Загрузить конфигурацию',
    softReset: 'Мягкий перезапуск',
    softResetConfirm: 'Перезапустить контроллер сейчас? Он будет недоступен несколько секунд.',
    factoryReset: 'Сброс к заводским настройкам',
    factoryResetConfirm: 'Сбросить контроллер к заводским настройкам? Его пороги и интервалы будут потеряны.',
    wipe: 'Также очистить EEPROM',
  },
  audit: {
    title: 'История команд',
    empty: 'Команды ещё не отправлялись.',
    when: 'Когда',
    who: 'Кто',
    argument: 'Аргумент',
    result: 'Результат',
    system: 'Система',
    returned: 'Вернуло {{value}}',
  },
};
