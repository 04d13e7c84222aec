import type { Catalog } from '../en';

/** Stage words and the room and run line of device cards (first paint: the devices page shows them). */
export const cropEs: Catalog['crop'] = {
  stages: {
    propagation: 'Enraizamiento',
    veg: 'Vegetativo',
    flower: 'Floración',
    dry: 'Secado',
    cure: 'Curado',
    done: 'Terminado',
    lost: 'Perdido',
  },
  stageDay: '{{stage}} día {{day}} de {{planned}}',
  stageDayOpen: '{{stage}} día {{day}}',
  runStage: 'Ciclo <bdi>{{code}}</bdi> · {{stageDay}}',
  inRoom: 'Sala <bdi>{{room}}</bdi>',
  context: 'Sala y ciclo',
  /** Weight units as written after a number. */
  units: { g: 'g', kg: 'kg', oz: 'oz', lb: 'lb' },
  weight: '{{value}} {{unit}}',
  /** "Show weights in": one's own unit, or the site's. */
  unitChoice: {
    label: 'Mostrar pesos en',
    site: 'Predeterminado del sitio ({{unit}})',
    units: { g: 'Gramos (g)', kg: 'Kilogramos (kg)', oz: 'Onzas (oz)', lb: 'Libras (lb)' },
  },
};
