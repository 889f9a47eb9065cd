import { ConflictException, NotFoundException } from '@nestjs/common';

/**
 * After a conditional write changed nothing, its row is read again to say why: gone, 404 with `notFound`; still
 * there, 409 with the message `conflict` chooses for the row as it is now (someone else's change won the race).
 */
export async function refuseAfterReread<T>(
  reread: () => Promise<T | undefined>,
  notFound: string,
  conflict: (current: T) => string,
): Promise<never> {
  const current = await reread();
  if (current === undefined) throw new NotFoundException(notFound);
  throw new ConflictException(conflict(current));
}
