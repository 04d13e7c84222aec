/** The home page's welcome: only the home page shows it. */
export const homePageEn = {
  title: 'Welcome to Canopy',
  intro:
    'Canopy is a smart plantation dashboard: it follows every strain, cutting and task of your grow operation in one place.',
  climate:
    'Climate management keeps temperature, humidity and watering in the right range: sensors report around the clock, and sockets, lights and pumps can be switched from here.',
  cta: 'Log in to see your devices and plants.',
};
