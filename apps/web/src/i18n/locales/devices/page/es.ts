import type { PageCatalog } from '../../pages/en';

export const devicesPageEs: PageCatalog['devices'] = {
  admin: {
    title: 'Acciones de administrador',
    set: 'Aplicar',
    saveConfig: 'Guardar configuración',
    loadConfig: 'Cargar configuración',
    softReset: 'Reinicio suave',
    softResetConfirm: '¿Reiniciar el controlador ahora? Estará desconectado unos segundos.',
    factoryReset: 'Restablecer de fábrica',
    factoryResetConfirm:
      '¿Restablecer el controlador a los valores de fábrica? Se perderán sus umbrales e intervalos.',
    wipe: 'Borrar también la EEPROM',
  },
  audit: {
    title: 'Historial de comandos',
    empty: 'Todavía no se ha enviado ningún comando.',
    when: 'Cuándo',
    who: 'Quién',
    argument: 'Argumento',
    result: 'Resultado',
    system: 'Sistema',
    returned: 'Devolvió {{value}}',
  },
};
