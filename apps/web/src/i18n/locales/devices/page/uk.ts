import type { PageCatalog } from '../../pages/en';

export const devicesPageUk: PageCatalog['devices'] = {
  admin: {
    title: 'Дії адміністратора',
    set: 'Задати',
    saveConfig: 'Зберегти конфігурацію',
    loadConfig: 'Завантажити конфігурацію',
    softReset: "М'який перезапуск",
    softResetConfirm: 'Перезапустити контролер зараз? Він буде недоступний кілька секунд.',
    factoryReset: 'Скидання до заводських налаштувань',
    factoryResetConfirm:
      'Скинути контролер до заводських налаштувань? Його пороги та інтервали буде втрачено.',
    wipe: 'Також очистити EEPROM',
  },
  audit: {
    title: 'Історія команд',
    empty: 'Команди ще не надсилалися.',
    when: 'Коли',
    who: 'Хто',
    argument: 'Аргумент',
    result: 'Результат',
    system: 'Система',
    returned: 'Повернуло {{value}}',
  },
};
