import { rmSync } from 'node:fs';

/** Removes the temporary database the run was served from, and its mail outbox. */
export default function globalTeardown(): void {
  for (const folder of [process.env.E2E_DATA_DIR, process.env.E2E_OUTBOX_DIR])
    if (folder) rmSync(folder, { recursive: true, force: true });
}
