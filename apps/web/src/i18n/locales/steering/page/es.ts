import type { PageCatalog } from '../../pages/en';

/** A room's crop-steering panel (DESIGN section 23) on its page, /rooms/{id}, loaded with it. */
export const steeringPageEs: PageCatalog['steering'] = {
  title: 'Dirección de cultivo (crop steering)',
  hint: 'Un día va del encendido de las luces al siguiente encendido, o desde la medianoche si las luces no cambiaron.',
  range: 'Días',
  days: '{{days}} días',
  loading: 'Cargando los días de riego',
  noDevices:
    'Esta sala no tiene dispositivos: la dirección de cultivo necesita aquí un controlador de clima, un sensor de suelo o un contador de agua.',
  empty: 'No hay días en este periodo.',
  source: {
    meter: 'Riegos: del contador de agua.',
    moisture: 'Riegos: de los saltos de humedad del sustrato (no hay contador en esta sala).',
    none: 'No hay contador de agua ni sensor de suelo en esta sala.',
  },
  tableLabel: 'Dirección de cultivo por día',
  columns: {
    date: 'Día',
    lights: 'Luces encendidas / apagadas',
    shots: 'Riegos',
    firstShot: 'Primer riego',
    lastShot: 'Último riego',
    litresIn: 'Agua aportada',
    runoff: 'Drenaje',
    overnightDryback: 'Secado nocturno',
    dayDryback: 'Secado diurno',
    ec: 'CE del sustrato (mS/cm)',
    vpd: 'VPD en objetivo',
  },
  lights: '{{on}} / {{off}}',
  afterLightsOn: {
    hoursMinutes: '{{sign}}{{hours}} h {{minutes}} min tras encender las luces',
    hours: '{{sign}}{{hours}} h tras encender las luces',
    minutes: '{{sign}}{{minutes}} min tras encender las luces',
  },
  litres: '{{value}} L',
  ecChange: '{{start}} → {{end}}',
  trend: { up: 'sube', down: 'baja', flat: 'estable' },
  vpdInStage: '{{percent}} ({{stage}})',
  none: '—',
  shotsOf: 'Riegos del {{date}}: {{number}}',
  shotTime: 'Hora',
  shotLitres: 'Agua',
  chart: {
    shots: 'Riegos por día',
    dryback: 'Secado nocturno (%)',
    day: 'Día',
  },
};
