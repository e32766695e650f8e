/** Field resolvers of every object type, one file per type, and the union type resolvers. */
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { Catalog } from './catalog.ts';
import { Collection } from './collection.ts';
import { MembershipStatus } from './membership-status.ts';
import { Notification } from './notification.ts';
import { Post } from './post.ts';
import { publicationToolFields } from './publication-tools.ts';
import { Tag } from './tag.ts';
import { unionResolvers } from './unions.ts';
import { User } from './user.ts';
import { Viewer } from './viewer.ts';
import { statsViewerFields } from './stats-and-images.ts';
import { ViewerEdge } from './viewer-edge.ts';

export const typeResolvers: Resolvers = {
  Viewer: { ...Viewer, ...statsViewerFields },
  ViewerEdge,
  User,
  Collection: { ...Collection, ...publicationToolFields },
  Post,
  Tag,
  Catalog,
  MembershipStatus,
  Notification,
  ...unionResolvers,
};
