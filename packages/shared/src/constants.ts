/** Business constants, defined once so the server and the web app can never disagree on a limit. */

export const PASSWORD_MIN_LENGTH = 10;
/** argon2 and most password managers cope with long passphrases; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;
/** How long the second step of a two-factor login may wait for its code. */
export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Single-use codes handed out when two-factor login is turned on. */
export const MFA_RECOVERY_CODE_COUNT = 10;

export const PHOTO_MAX_BYTES = 3_145_728;
export const PHOTO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;

export const DEVICE_ID_MIN_LENGTH = 24;
/** Particle application binaries are at most a few hundred KB; the cap stops abuse, not real firmware. */
export const FIRMWARE_MAX_BYTES = 4 * 1024 * 1024;
export const INTERVAL_MIN_EXCLUSIVE_MINUTES = 0;
export const INTERVAL_MAX_MINUTES = 1440;
export const SERVER_INTERVAL_MIN_MINUTES = 1;
export const SOCKET_NUMBERS = [1, 2, 3, 4] as const;

export const CLIMATE_ONLINE_WINDOW_MS = 15 * 60 * 1000;
export const SOIL_ONLINE_WINDOW_MS = 600_000;
/** Devices send seconds or milliseconds: a timestamp below this is seconds, at or above it milliseconds. */
export const SECONDS_TIMESTAMP_LIMIT = 1e12;

export const COMMAND_LOCK_MS = 1000;
export const MESSAGE_HIDE_MS = 3000;
export const HISTORY_WINDOW_HOURS = 24;
export const CUTTINGS_PAGE_SIZE = 20;
/** Largest page a client may ask for (the admin list and exports page through the same query). */
export const CUTTINGS_PAGE_SIZE_MAX = 100;
/** Closed bugs and done tasks (the lists that only grow) come in pages of this many; a client may ask for up to the max. */
export const ARCHIVE_PAGE_SIZE = 20;
export const ARCHIVE_PAGE_SIZE_MAX = 100;
export const CUTTING_CODE_MAX_LENGTH = 60;
export const CUTTING_TEXT_MAX_LENGTH = 200;
export const CUTTING_SEARCH_MAX_LENGTH = 100;
export const WATER_REQUEST_TIMEOUT_MS = 10_000;
export const WATER_LATEST_REFRESH_MS = 15_000;
export const WATER_CHART_REFRESH_MS = 60_000;

export const STRAIN_DESCRIPTION_PREVIEW_CHARS = 120;
export const BUG_TITLE_PREVIEW_CHARS = 100;
export const BUG_COMMENT_PREVIEW_CHARS = 50;
export const BUG_NEW_WINDOW_MS = 12 * 60 * 60 * 1000;
export const BUG_RECENT_CHANGE_WINDOW_MS = 10 * 60 * 1000;
export const BUG_HIGHLIGHT_MS = 5000;

export const IMAGE_LAZY_MARGIN_PX = 100;
export const DEFAULT_LANGUAGE = 'en';
export const DEVICE_TIME_ZONE = 'Asia/Jerusalem';

/** Decoded-size cap against decompression bombs: above any phone camera's default output. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const STRAIN_NAME_MAX_LENGTH = 120;
export const STRAIN_SLUG_MAX_LENGTH = 120;
export const RECORD_TEXT_MAX_LENGTH = 20_000;
export const RECORD_IMAGES_MAX = 20;
