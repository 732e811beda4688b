// Business constants and limits of docs/product.md 9, shared by server, worker, service worker and app.
export const APP_VERSION = '1.148.0';
export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_RETRIES = 2;
export const RETRY_DELAY_MS = 1_000; // delay = retry number x this
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
export const NAV_HISTORY_MAX = 20;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const NAME_CHANGE_COOLDOWN_DAYS = 30;
export const POST_MAX_IMAGES = 5;
export const CHAT_MAX_MEMBERS = 100;
/** Ours (docs/product.md 9 says the window is in seconds, not its value): a message's author may edit it for 15 minutes. */
export const MESSAGE_EDIT_WINDOW_SECONDS = 15 * 60;
export const MESSAGE_BODY_MAX = 5_000;
export const CHAT_NAME_MAX = 100;
export const POLL_MIN_DURATION_MS = 60 * 60 * 1000;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;
export const POLL_OPTION_MAX = 120;
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_MAX_LIVESTREAM_HOSTS = 1;
export const REFERRAL_CODES_KEPT = 10;
/** docs/product.md 9: the cookie restriction levels a visitor chooses between; allow_essentials until they choose. */
export const COOKIE_CHOICES = ['allow_all', 'allow_essentials'] as const;
export type CookieChoice = (typeof COOKIE_CHOICES)[number];
export const DEFAULT_COOKIE_CHOICE: CookieChoice = 'allow_essentials';
export const UPDATE_NOTICE_MS = 30_000;
export const ERROR_TRACE_SAMPLE_RATE = 0.1;
export const POST_BODY_MAX = 20_000;
export const COMMENT_BODY_MAX = 5_000;
export const SYNC_PAGE_SIZE = 1000;
/** A catch-up's first page is small: the first changes land while the server reads the next, full pages. */
export const SYNC_FIRST_PAGE_SIZE = 200;
/** Paths never retried by the API client (docs/product.md 7, retry behaviour). */
export const SESSION_PATHS = ['/api/v1/sessions', '/api/v1/accounts', '/api/v2/magic_sessions'] as const;
/** Headers that carry the session (docs/product.md 7); the same names are accepted as query parameters. */
export const HEADER_SECRET_ID = 'X-Secret-Id';
export const HEADER_SECRET = 'X-Secret';
export const HEADER_CONSOLE_PREVIEW = 'X-Console-Preview';
export const HEADER_CLIENT_REVISION = 'X-Client-Revision';
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';
/** Account rules shared by the schemas and the app (which carries no zod). */
export const DEFAULT_USERNAME_MIN_LENGTH = 3;
export const DEFAULT_USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9_.]+$/;
export const LOGIN_CODE_LENGTH = 8;
/** The wording a member types, in capitals, to delete their account. */
export const DELETE_ACCOUNT_WORD = 'DELETE';
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/tiff', 'image/gif', 'image/webp'] as const;
/** Posts a device keeps for offline reading (a setting of the device): the choices offered and the default. */
export const OFFLINE_POST_BUDGETS = [1_000, 3_000, 10_000] as const;
export type OfflinePostBudget = (typeof OFFLINE_POST_BUDGETS)[number];
export const DEFAULT_OFFLINE_POST_BUDGET: OfflinePostBudget = 3_000;
/** The retention sweep keeps each wall's first page and the posts the member opened most recently on the device. */
export const KEEP_NEWEST_PER_WALL = DEFAULT_PAGE_SIZE;
export const KEEP_OPENED_POSTS = 300;
/** The most scheduled posts GET /api/v2/account/scheduled_posts answers (soonest first). */
export const SCHEDULED_POSTS_MAX = 200;
/** The library on a device: the articles the member opened last, and besides the folders leading to them, the folders opened last. */
export const KEEP_OPENED_ARTICLES = 50;
export const KEEP_OPENED_FOLDERS = 50;
/** Courses: lessons per page of a course (GET …/lessons, meta.next), courses per list page, members per page. */
export const COURSE_LESSONS_PAGE_SIZE = 10;
export const COURSES_PAGE_SIZE = 20;
export const COURSE_USERS_PAGE_SIZE = 20;
/** docs/product.md 4 guard 3: the query parameter carrying a push notification's id (the service worker adds it on a click). */
export const PUSH_ID_QUERY = 'pn';
