import type {
  catalogs,
  memberships,
  notifications,
  posts,
  publications,
  publicationSubmissions,
  tags,
  users,
} from './schema.ts';

/** Database rows that GraphQL types resolve from (codegen mappers). */
export type UserRow = typeof users.$inferSelect;
export type PublicationRow = typeof publications.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type CatalogRow = typeof catalogs.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type PublicationSubmissionRow = typeof publicationSubmissions.$inferSelect;
