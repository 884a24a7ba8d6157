/** The absolute path of the media folder (see mediaFolder()). */
export const MEDIA_ROOT = Symbol('MEDIA_ROOT');

/** This process's TransformCapacity (see machineTransformCapacity()). */
export const TRANSFORM_CAPACITY = Symbol('TRANSFORM_CAPACITY');
