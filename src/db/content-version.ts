import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { contentVersion } from './schema.js';

/** The content version as of the last committed write (moved by a trigger in every write's transaction). */
export async function committedContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return Number(row?.version ?? 0);
}
