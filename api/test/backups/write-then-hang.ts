// A child process for the backups test: writes an archive the way a backup does (writeAtomically), says so after
// the first chunk, then waits to be killed mid-write.
import { writeAtomically } from '../../src/backups';

async function* chunks() {
  yield Buffer.alloc(64 * 1024, 1);
  process.stdout.write('writing\n');
  await new Promise(() => undefined);
}

// argv: node, swc-register.cjs, this file, the folder, the archive's name.
void writeAtomically(process.argv[3], process.argv[4], chunks());
