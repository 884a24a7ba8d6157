/** The absolute path of the media folder (see mediaFolder()). */
export const MEDIA_ROOT = Symbol('MEDIA_ROOT');
