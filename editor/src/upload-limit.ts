/**
 * Uploads larger than this are refused (images on the site are a few hundred kB at most). The
 * editor checks it before sending; the server checks it again (scripts/editor/upload.ts).
 */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
