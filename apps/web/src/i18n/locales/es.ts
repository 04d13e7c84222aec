import type { Catalog } from './en';
import { alertsEs } from './alerts/es';
import { compareEs } from './compare/es';
import { notificationsEs } from './notifications/es';
import { webhooksEs } from './webhooks/es';
import { accountSecurityEs } from './account-security/es';
import { auditEs } from './audit/es';
import { trashEs } from './trash/es';
import { sessionsEs } from './sessions/es';
import { offlineEs } from './offline/es';
import { mfaEs } from './mfa/es';
import { ssoEs } from './sso/es';
import { floorEs } from './floor/es';
import { shellEs } from './shell/es';
import { cropEs } from './crop/es';
import { devicesEs } from './devices/es';

export const es: Catalog = {
  app: {
    logoAlt: 'Canopy, gestión inteligente del cultivo',
  },
  nav: {
    label: 'Navegación principal',
    openMenu: 'Abrir el menú de navegación',
    menuTitle: 'Menú',
    news: 'Noticias',
    devices: 'Dispositivos',
    strains: 'Variedades',
    cuttings: 'Esquejes',
    bugs: 'Errores',
    tasks: 'Tareas',
    rooms: 'Salas',
    runs: 'Ciclos',
    compareRuns: 'Comparar ciclos',
    mothers: 'Madres',
    yields: 'Rendimientos',
    feeding: 'Alimentación',
    automations: 'Automatizaciones',
    siteSettings: 'Ajustes del sitio',
    manageCuttings: 'Gestionar esquejes',
    manageStrains: 'Gestionar variedades',
    manageNews: 'Gestionar noticias',
    users: 'Usuarios',
    webhooks: 'Webhooks',
    adminPanel: 'Panel de administración',
    login: 'Iniciar sesión',
    logout: 'Cerrar sesión',
  },
  language: {
    label: 'Idioma',
  },
  footer: {
    text: 'Canopy: plantación inteligente y gestión del clima',
  },
  auth: {
    loginTitle: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    loginRequired: 'iniciar sesión...',
    signedInAs: 'Sesión iniciada como',
    changePassword: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    passwordChanged: 'Su contraseña se ha cambiado.',
    throttledFor: 'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en {{seconds}} segundos.',
  },
  common: {
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    edit: 'Editar',
    close: 'Cerrar',
    loading: 'Cargando…',
    togglePassword: 'Mostrar u ocultar la contraseña',
  },
  validation: {
    required: 'Este campo es obligatorio',
    email: 'Introduzca un correo electrónico válido',
    passwordTooShort: 'Use al menos {{min}} caracteres',
    tooLong: 'El valor es demasiado largo',
    passwordsMismatch: 'Las contraseñas no coinciden',
    currentPasswordRequired: 'Introduzca su contraseña actual para cambiar el correo o la contraseña',
    invalid: 'El valor no es válido',
  },
  roles: {
    user: 'Usuario',
    superuser: 'Superusuario',
    admin: 'Administrador',
  },
  photos: {
    open: 'Abrir la foto {{number}}',
    title: 'Foto {{number}}',
    choose: 'Elegir fotos',
    chooseOne: 'Elegir una foto',
    camera: 'Hacer una foto',
    editorTitle: 'Editar foto',
    rotateLeft: 'Girar a la izquierda',
    rotateRight: 'Girar a la derecha',
    zoom: 'Zoom',
    upload: 'Subir',
    photoTooLarge: 'El archivo es demasiado grande (máx. 3 MB)',
    unsupportedFormat: 'Formato no compatible',
    tooManyFiles: 'Demasiados archivos',
    uploadFailed: 'No se pudo subir. Inténtalo de nuevo.',
    remove: 'Quitar foto',
    main: 'Principal',
    makeMain: 'Hacer principal',
    photoAlt: 'Foto {{number}}',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'No hay nada en esta dirección.',
    home: 'Ir a la página de inicio',
  },
  devices: devicesEs,
  alerts: alertsEs,
  compare: compareEs,
  notifications: notificationsEs,
  webhooks: webhooksEs,
  accountSecurity: accountSecurityEs,
  audit: auditEs,
  trash: trashEs,
  sessions: sessionsEs,
  offline: offlineEs,
  mfa: mfaEs,
  sso: ssoEs,
  floor: floorEs,
  shell: shellEs,
  crop: cropEs,
  errors: {
    unknown: 'Algo salió mal. Vuelva a intentarlo.',
    network: 'No se puede conectar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
    'validation.failed': 'Algunos campos no son válidos.',
    'route.not_found': 'Esta dirección no existe en el servidor.',
    'internal.error': 'El servidor tuvo un problema. Vuelva a intentarlo más tarde.',
    'request.too_large': 'La solicitud es demasiado grande.',
    'request.unsupported_type': 'Este tipo de contenido no es compatible.',
    'request.throttled': 'Demasiadas solicitudes. Espere un momento.',
    'idempotency.key_reused':
      'Este cambio ya se envió como otro distinto. Revíselo y envíelo de nuevo como un cambio nuevo.',
    'idempotency.in_progress':
      'Este cambio todavía se está guardando. Espere un momento e inténtelo de nuevo.',
    'auth.login_failed': 'Error al iniciar sesión',
    'auth.throttled': 'Demasiados intentos de inicio de sesión. Vuelva a intentarlo más tarde.',
    'auth.unauthenticated': 'Su sesión ha terminado. Inicie sesión de nuevo.',
    'auth.forbidden': 'No tiene permiso para hacer esto.',
    'auth.mfa_code_invalid':
      'El código no es correcto o ya se usó. Pruebe con el siguiente código que muestre la aplicación.',
    'auth.mfa_token_invalid':
      'Este paso del inicio de sesión ha caducado. Inicie sesión de nuevo con su contraseña.',
    'auth.mfa_enrollment_required':
      'Su rol exige el inicio de sesión en dos pasos. Actívelo primero en Seguridad.',
    'auth.oidc_disabled':
      'El inicio de sesión único no está activado en este Canopy. Entre con su contraseña.',
    'auth.oidc_not_allowed':
      'Su cuenta en el proveedor de acceso no está en un grupo con permiso para usar Canopy. Consulte a su administrador.',
    'auth.oidc_email_unverified':
      'El proveedor de acceso no ha confirmado su correo electrónico, así que no se puede vincular a su cuenta de Canopy.',
    'auth.oidc_state_invalid':
      'Este inicio de sesión empezó en otra ventana o tardó demasiado. Vuelva a iniciar sesión.',
    'auth.oidc_failed':
      'El inicio de sesión único no funcionó. Inténtelo de nuevo o consulte a su administrador.',
    'auth.oidc_handoff_invalid': 'Este inicio de sesión ha caducado o ya se usó. Vuelva a iniciar sesión.',
    'mfa.already_enabled': 'El inicio de sesión en dos pasos ya está activado.',
    'mfa.not_enabled': 'El inicio de sesión en dos pasos no está activado.',
    'mfa.setup_required': 'Empiece de nuevo: elija Activar para obtener un nuevo código QR.',
    'mfa.code_invalid': 'El código no es correcto. Compruebe la aplicación e introduzca el código actual.',
    'auth.token_scope': 'Este token solo permite leer. Cree un token de escritura para hacer cambios.',
    'auth.token_not_allowed': 'Los tokens de API no sirven aquí. Inicie sesión con su contraseña.',
    'sessions.not_found': 'Esta sesión ya ha terminado.',
    'tokens.not_found': 'Este token ya no existe.',
    'tokens.too_many': 'Tiene demasiados tokens. Revoque primero uno que ya no use.',
    'users.not_found': 'Este usuario ya no existe.',
    'users.email_taken': 'Ya existe un usuario con este correo electrónico.',
    'users.self_delete': 'No puede eliminar su propia cuenta.',
    'users.last_admin': 'El último administrador no se puede degradar ni eliminar.',
    'users.own_role': 'No puede cambiar su propio rol.',
    'users.current_password_required':
      'Introduzca su contraseña actual para cambiar el correo o la contraseña.',
    'users.current_password_wrong': 'La contraseña actual es incorrecta.',
    'firmware.not_found': 'No hay firmware guardado para este tipo de dispositivo.',
    'firmware.invalid_file': 'Elija un archivo de firmware .bin que no esté vacío.',
    'devices.not_found': 'Dispositivo no encontrado.',
    'devices.unknown_function': 'Esta función no está disponible.',
    'devices.invalid_argument': 'Error: revise el argumento',
    'devices.invalid_name': 'Introduzca un nombre.',
    'devices.offline': 'El dispositivo está desconectado.',
    'devices.cloud_unauthorized':
      'Error de autorización. Compruebe el access_token y la propiedad del dispositivo.',
    'devices.function_not_found': 'El dispositivo no ofrece esta función.',
    'devices.variable_not_found': 'El dispositivo no ofrece este valor.',
    'devices.cloud_throttled': 'La nube de dispositivos está ocupada. Inténtelo de nuevo en breve.',
    'devices.cloud_timeout': 'La nube de dispositivos no respondió a tiempo.',
    'devices.cloud_failed': 'Falló la nube de dispositivos.',
    'devices.note_not_found': 'Esta nota ya no existe.',
    'bugs.not_found': 'Este error ya no existe.',
    'tasks.not_found': 'Esta tarea ya no existe.',
    'site.invalid_time_zone': 'Elija una zona horaria de la lista.',
    'rooms.not_found': 'Esta sala ya no existe.',
    'rooms.not_empty': 'Esta sala todavía tiene plantas: muévalas primero a otra sala y luego elimínela.',
    'runs.not_found': 'Este ciclo ya no existe.',
    'runs.group_not_found': 'Este grupo de plantas ya no existe.',
    'runs.event_not_found': 'Este movimiento ya no existe.',
    'runs.photo_not_found': 'Esta foto ya no existe.',
    'runs.code_taken': 'Otro ciclo ya tiene este código.',
    'runs.event_out_of_order':
      'La fecha debe ser posterior al movimiento anterior del grupo y no estar en el futuro.',
    'runs.event_not_latest': 'Solo se puede deshacer el último movimiento del grupo.',
    'runs.not_enough_plants': 'El grupo no tiene tantas plantas.',
    'runs.group_closed': 'Este grupo está terminado o perdido: ya no se puede mover.',
    'harvests.not_found': 'Esta cosecha ya no existe.',
    'harvests.not_in_flower': 'Solo se puede cosechar un grupo en floración.',
    'harvests.closed': 'Esta cosecha está cerrada: su peso húmedo ya no puede cambiar.',
    'harvests.pre_harvest_interval':
      'Aún no ha pasado el plazo de seguridad de un tratamiento: estas plantas no se pueden cosechar antes de que termine.',
    'products.not_found': 'Este producto ya no existe o está archivado.',
    'recipes.not_found': 'Esta receta ya no existe o está archivada.',
    'feeding.room_empty':
      'No hay plantas creciendo en esta sala: primero mueve un grupo a ella y luego registra el riego.',
    'automations.not_found': 'Esta automatización ya no existe.',
    'automations.preview_too_long':
      'La vista previa reproduce como máximo 14 días: elige un periodo más corto.',
    'climate_profiles.not_found': 'Este perfil de clima ya no existe.',
    'climate_profiles.in_use':
      'Este perfil de clima está en uso: una sala lo tiene aplicado o una automatización lo nombra.',
    'rooms.no_controller': 'Esta sala no tiene controlador de clima: asígnale uno primero.',
    'upload.missing_file': 'Elige una foto para subir.',
    'upload.empty': 'El archivo está vacío.',
    'upload.too_large': 'El archivo es demasiado grande (máx. 3 MB)',
    'upload.too_many_files': 'Demasiados archivos',
    'upload.too_many_pixels': 'La imagen tiene demasiados píxeles.',
    'upload.unsupported_type': 'Formato no compatible',
    'upload.invalid_image': 'No se puede leer la imagen.',
    'files.not_found': 'Este archivo ya no existe.',
    'files.unknown_reference': 'Primero hay que subir las imágenes aquí.',
    'files.storage_full':
      'El servidor no tiene espacio para más archivos. No se guardó nada; avisa a un administrador.',
    'storage.unavailable':
      'El almacenamiento de archivos no responde. No se cambió nada; inténtalo de nuevo en un momento.',
    'database.busy':
      'El servidor está ocupado ahora mismo. No se cambió nada; inténtalo de nuevo en unos segundos.',
    'server.draining':
      'El servidor se está reiniciando. No se cambió nada; inténtalo de nuevo en un momento.',
    'strains.not_found': 'Esta variedad ya no existe.',
    'strains.slug_taken': 'Ya existe una variedad con este slug.',
    'strains.diary_entry_not_found': 'Esta entrada del diario ya no existe.',
    'news.not_found': 'Esta noticia ya no existe.',
    'cuttings.not_found': 'Este esqueje ya no existe.',
    'cuttings.code_taken': 'Ya existe un esqueje con este código.',
    'cuttings.strain_not_found': 'Elige una variedad existente.',
    'cuttings.photo_not_found': 'Esta foto ya no existe.',
    'cuttings.diary_entry_not_found': 'Esta entrada del diario ya no existe.',
    'cuttings.mother_cycle': 'Un esqueje no puede ser su propia madre ni la madre de una de sus madres.',
    'history.too_many_points':
      'Este rango tiene demasiados puntos para el paso elegido. Elija un paso mayor o un rango más corto.',
    'alerts.not_found': 'Esta alerta ya no existe.',
    'alerts.rule_not_found': 'Esta regla de alerta ya no existe.',
    'alerts.already_resolved': 'Esta alerta ya está resuelta.',
    'notifications.no_channel': 'Activa primero un canal que pueda llegar a ti.',
    'notifications.telegram_unavailable': 'Telegram no está configurado en este servidor.',
    'simulator.not_running':
      'El simulador de dispositivos no está en marcha: los escenarios solo funcionan con él.',
    'webhooks.not_found': 'Este webhook ya no existe.',
    'webhooks.invalid_url': 'Escribe una dirección completa, como https://example.com/hook.',
    'webhooks.unsupported_scheme': 'La dirección debe empezar por http:// o https://.',
    'webhooks.url_credentials':
      'Quita el usuario y la contraseña de la dirección: los receptores comprueban la firma.',
    'trash.not_found': 'No hay nada con este id en la papelera.',
    'trash.parent_in_trash': 'La variedad de este esqueje está en la papelera: restaura primero la variedad.',
  },
};
