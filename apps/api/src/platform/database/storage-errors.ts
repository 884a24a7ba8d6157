/**
 * Why a data folder could not be used, in words an operator can act on. Node reports file-system
 * failures with codes (EROFS...), PGlite's WebAssembly file system with bare Emscripten errno
 * numbers ('ErrnoError', errno 51 for a full disk) and no message at all.
 */
const REASONS: Record<string, string> = {
  EACCES: 'this process may not write there (permissions)',
  EPERM: 'this process may not write there (permissions)',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'part of the path is a file, not a folder',
  EEXIST: 'a file is in the way',
  EIO: 'the disk reported an input/output error',
};

/** Emscripten's errno numbers (its own table, not Linux's) for the codes above. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  63: 'EPERM',
  69: 'EROFS',
  51: 'ENOSPC',
  19: 'EDQUOT',
  54: 'ENOTDIR',
  20: 'EEXIST',
  29: 'EIO',
};

export function describeStorageError(error: unknown): string {
  const { code, errno, message } = (error ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  const name =
    typeof code === 'string' ? code : typeof errno === 'number' ? EMSCRIPTEN_ERRNO[errno] : undefined;
  const reason = name ? REASONS[name] : undefined;
  if (reason) return `${reason} (${name})`;
  return typeof message === 'string' && message
    ? message
    : `an unknown storage error (${String(errno ?? code)})`;
}
