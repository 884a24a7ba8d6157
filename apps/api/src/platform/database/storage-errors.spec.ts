import { describeStorageError } from './storage-errors';

describe('describeStorageError', () => {
  it.each([
    [
      Object.assign(new Error("EROFS: read-only file system, mkdir '/srv/data'"), { code: 'EROFS' }),
      'read-only',
    ],
    [Object.assign(new Error(''), { errno: 51, name: 'ErrnoError' }), 'the disk is full (ENOSPC)'],
    [Object.assign(new Error(''), { errno: 69 }), 'the file system is read-only (EROFS)'],
    [Object.assign(new Error('ENOTDIR: not a directory'), { code: 'ENOTDIR' }), 'part of the path is a file'],
    [Object.assign(new Error('EACCES'), { code: 'EACCES' }), 'permissions'],
  ])('says why in words: %p', (error, words) => {
    expect(describeStorageError(error)).toContain(words);
  });

  it('falls back to the message, or names the unknown errno', () => {
    expect(describeStorageError(new Error('something odd'))).toBe('something odd');
    expect(describeStorageError(Object.assign(new Error(''), { errno: 999 }))).toContain('999');
  });
});
