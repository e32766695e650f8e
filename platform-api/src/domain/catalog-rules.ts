/** Reading lists (catalogs): public ones are readable by anyone, the others by their owner only. */
export function canViewCatalog(catalog: { userId: string; visibility: string }, viewerId: string | null): boolean {
  return catalog.visibility === 'PUBLIC' || (viewerId !== null && viewerId === catalog.userId);
}
