/** @jest-environment node */
import type { DocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { buildSchema, parse, specifiedRules, validate, type GraphQLError } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HomeFollowingFeedDocument,
  HomeForYouFeedDocument,
  HomeStaffPicksDocument,
} from './home/__generated__/home-page.generated.ts';
import { LandingStaffPicksDocument } from './home/__generated__/landing-page.generated.ts';
import { NotFoundScreenDocument } from './status/__generated__/not-found-page.generated.ts';
import { PostPageDocument } from './story/__generated__/post-page.generated.ts';
import { ProfilePageDocument } from './people/__generated__/profile-page.generated.ts';
import { PublicationFrameDocument } from './publication/__generated__/publication-frame.generated.ts';
import { PublicationHomeDocument } from './publication/__generated__/publication-home-page.generated.ts';
import { SettingsPageDocument } from './account/__generated__/settings-page.generated.ts';
import { ExploreTopicsDocument } from './topics/__generated__/explore-topics-page.generated.ts';
import { PublicationAboutDocument } from './publication/__generated__/publication-about-page.generated.ts';
import { PublicationLatestDocument } from './publication/__generated__/publication-latest-page.generated.ts';
import { PublicationTaggedDocument } from './publication/__generated__/publication-tagged-page.generated.ts';
import { PublicationSettingsPageDocument } from './publication/__generated__/publication-settings-page.generated.ts';
import {
  EditorInboxDecidedDocument,
  EditorInboxPageDocument,
} from './publication/__generated__/editor-inbox-page.generated.ts';
import { StorySubmissionPanelDocument } from './publication/__generated__/story-submission.generated.ts';
import { TagPageDocument } from './topics/__generated__/tag-page.generated.ts';
import { TopStoriesDocument } from './topics/__generated__/top-stories-page.generated.ts';

// The limits the API enforces with GraphQL Armor (platform-api/src/app.ts): an operation over
// them is refused whole at run time, which no type check notices.
const API_MAX_DEPTH = 10;
const API_MAX_COST = 5000;

const schema = buildSchema(
  readFileSync(path.join(__dirname, '..', '..', '..', 'shared-contracts', 'graphql', 'schema.graphql'), 'utf8'),
);

const OPERATIONS: Record<string, DocumentNode> = {
  HomeForYouFeedDocument,
  HomeFollowingFeedDocument,
  HomeStaffPicksDocument,
  LandingStaffPicksDocument,
  NotFoundScreenDocument,
  PostPageDocument,
  ProfilePageDocument,
  PublicationFrameDocument,
  PublicationHomeDocument,
  SettingsPageDocument,
  TagPageDocument,
  ExploreTopicsDocument,
  TopStoriesDocument,
  PublicationAboutDocument,
  PublicationLatestDocument,
  PublicationTaggedDocument,
  PublicationSettingsPageDocument,
  EditorInboxPageDocument,
  EditorInboxDecidedDocument,
  StorySubmissionPanelDocument,
};

function armorErrors(document: DocumentNode): string[] {
  const errors: string[] = [];
  const onReject = [(_context: unknown, error: GraphQLError) => errors.push(error.message)];
  validate(schema, document, [
    maxDepthRule({ n: API_MAX_DEPTH, onReject, propagateOnRejection: false }),
    costLimitRule({ maxCost: API_MAX_COST, onReject, propagateOnRejection: false }),
  ]);
  return errors;
}

describe.each(Object.entries(OPERATIONS))('%s', (_name, document) => {
  // Apollo adds __typename to every selection before sending; check what goes over the wire.
  const sent = addTypenameToDocument(document);

  it('is valid against the API schema', () => {
    expect(validate(schema, sent, specifiedRules).map((error) => error.message)).toEqual([]);
  });

  it(`stays within the API's depth (${API_MAX_DEPTH}) and cost (${API_MAX_COST}) limits`, () => {
    expect(armorErrors(sent)).toEqual([]);
  });
});

describe('armorErrors', () => {
  it('reports an operation deeper than the API allows', () => {
    const tooDeep = parse(`
      query TooDeep {
        user(username: "a") {
          latestPosts { items { post { creator { latestPosts { items { post { creator { socialStats { followerCount } } } } } } } } }
        }
      }
    `);
    expect(armorErrors(tooDeep)).toHaveLength(1);
  });
});
