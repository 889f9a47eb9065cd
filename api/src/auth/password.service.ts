import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline). */
const ARGON2ID = 2; // Algorithm.Argon2id: a `const enum`, which isolated modules cannot import.

@Injectable()
export class PasswordService {
  /** A real hash of a random password: verifying against it costs as much as a real check (no user enumeration by timing). */
  private readonly decoy = hash('decoy-password-never-used', { algorithm: ARGON2ID });

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.decoy), password);
    } catch {
      return false; // A malformed stored hash never lets anyone in.
    }
  }
}
