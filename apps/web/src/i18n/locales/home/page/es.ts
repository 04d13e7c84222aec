import type { PageCatalog } from '../../pages/en';

/** The home page's welcome: only the home page shows it. */
export const homePageEs: PageCatalog['home'] = {
  title: 'Bienvenido a Canopy',
  intro:
    'Canopy es un panel para la plantación inteligente: reúne en un solo lugar todas las variedades, esquejes y tareas de su cultivo.',
  climate:
    'La gestión del clima mantiene la temperatura, la humedad y el riego en el rango adecuado: los sensores informan a todas horas, y los enchufes, las luces y las bombas se pueden controlar desde aquí.',
  cta: 'Inicie sesión para ver sus dispositivos y plantas.',
};
