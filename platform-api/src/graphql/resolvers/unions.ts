/**
 * Every union in the schema resolves from a `__typename` on the returned object
 * (`{ __typename: 'NotFound', message }`); database rows (User, Post, Collection, Catalog),
 * which carry none, are recognised by their columns.
 */
import { GraphQLError } from 'graphql';
import type {
  BadRequest,
  Forbidden,
  GiftCodeRefused,
  MutationSuccess,
  NotFound,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import type { RedeemOutcome } from '../../domain/membership-actions.ts';
import type { Failure, Outcome } from '../../domain/outcome.ts';

type Row = Record<string, unknown>;
const isUserRow = (value: Row) => 'username' in value && 'email' in value;
const isPublicationRow = (value: Row) => 'slug' in value && 'isAuroraVisible' in value;
const isPostRow = (value: Row) => 'creatorId' in value && 'title' in value;
const isCatalogRow = (value: Row) => 'visibility' in value && 'userId' in value;

function byTypename<T extends string>(union: string, rows: Array<[T, (value: Row) => boolean]> = []) {
  return (value: object): T => {
    const typename = (value as { __typename?: unknown }).__typename;
    if (typeof typename === 'string') return typename as T;
    for (const [name, matches] of rows) if (matches(value as Row)) return name;
    throw new GraphQLError(`Cannot tell which ${union} member a result is: resolvers must set __typename.`);
  };
}

export const unionResolvers: Resolvers = {
  UserResult: { __resolveType: byTypename<'User' | 'NotFound'>('UserResult', [['User', isUserRow]]) },
  PostResult: { __resolveType: byTypename<'Post' | 'NotFound'>('PostResult', [['Post', isPostRow]]) },
  CatalogResult: { __resolveType: byTypename<'Catalog' | 'NotFound'>('CatalogResult', [['Catalog', isCatalogRow]]) },
  FollowedEntity: {
    __resolveType: byTypename<'User' | 'Collection'>('FollowedEntity', [
      ['User', isUserRow],
      ['Collection', isPublicationRow],
    ]),
  },
  PaymentMethod: {
    __resolveType: byTypename<'CreditCard' | 'ApplePayCard' | 'GooglePayCard' | 'PaypalAccount'>('PaymentMethod'),
  },
  VariantFlagValue: {
    __resolveType: byTypename<'VariantFlagBoolean' | 'VariantFlagString' | 'VariantFlagNumber'>('VariantFlagValue'),
  },
  FollowResult: { __resolveType: byTypename<'MutationSuccess' | 'BadRequest' | 'NotFound'>('FollowResult') },
  NewsletterResult: { __resolveType: byTypename<'MutationSuccess' | 'BadRequest' | 'NotFound'>('NewsletterResult') },
  PublishResponseResult: {
    __resolveType: byTypename<'Post' | 'BadRequest' | 'NotFound' | 'Forbidden'>('PublishResponseResult', [
      ['Post', isPostRow],
    ]),
  },
  StoryResult: {
    __resolveType: byTypename<'Post' | 'BadRequest' | 'NotFound' | 'Forbidden'>('StoryResult', [['Post', isPostRow]]),
  },
  PostMutationResult: {
    __resolveType: byTypename<'MutationSuccess' | 'BadRequest' | 'NotFound' | 'Forbidden'>('PostMutationResult'),
  },
  PublicationSettingsResult: {
    __resolveType: byTypename<'Collection' | 'BadRequest' | 'NotFound' | 'Forbidden'>('PublicationSettingsResult', [
      ['Collection', isPublicationRow],
    ]),
  },
  SwitchMembershipPlanResult: {
    __resolveType: byTypename<'MutationSuccess' | 'BadRequest' | 'NotFound' | 'Forbidden'>(
      'SwitchMembershipPlanResult',
    ),
  },
  CancelMembershipResult: {
    __resolveType: byTypename<'MutationSuccess' | 'BadRequest' | 'NotFound' | 'Forbidden'>('CancelMembershipResult'),
  },
  RedeemGiftCodeResult: {
    __resolveType: byTypename<'MutationSuccess' | 'GiftCodeRefused' | 'BadRequest' | 'Forbidden'>(
      'RedeemGiftCodeResult',
    ),
  },
  UncancelMembershipResult: {
    __resolveType: byTypename<'MutationSuccess' | 'BadRequest' | 'NotFound' | 'Forbidden'>('UncancelMembershipResult'),
  },
  VerifyLoginCodeResult: {
    __resolveType: byTypename<'Token' | 'BadRequest' | 'NotFound' | 'TooManyRequests' | 'RateLimited'>(
      'VerifyLoginCodeResult',
    ),
  },
  SendAcctAuthEmailResult: {
    __resolveType: byTypename<'SusiMethod' | 'BadRequest' | 'FailedChallenge' | 'NotFound' | 'RateLimited'>(
      'SendAcctAuthEmailResult',
    ),
  },
};

export const notFoundResult = (message: string): NotFound & { __typename: 'NotFound' } => ({
  __typename: 'NotFound',
  message,
});

type MutationResult =
  | (MutationSuccess & { __typename: 'MutationSuccess' })
  | (BadRequest & { __typename: 'BadRequest' })
  | (NotFound & { __typename: 'NotFound' })
  | (Forbidden & { __typename: 'Forbidden' });

/** MutationSuccess | BadRequest | NotFound | Forbidden from a domain outcome. */
export function mutationResult(outcome: Outcome): MutationResult {
  return outcome.kind === 'success' ? { __typename: 'MutationSuccess', success: true } : failureResult(outcome);
}

/** BadRequest | NotFound | Forbidden from an outcome that did not succeed (for results whose success is data). */
export function failureResult(outcome: Failure): Exclude<MutationResult, { __typename: 'MutationSuccess' }> {
  switch (outcome.kind) {
    case 'bad-request':
      return { __typename: 'BadRequest', message: outcome.message };
    case 'not-found':
      return notFoundResult(outcome.message);
    case 'forbidden':
      return { __typename: 'Forbidden', message: outcome.message };
  }
}

/** FollowResult has no Forbidden member; follows never produce one. */
export function followResult(outcome: Outcome): Exclude<MutationResult, { __typename: 'Forbidden' }> {
  const result = mutationResult(outcome);
  return result.__typename === 'Forbidden' ? { __typename: 'BadRequest', message: result.message } : result;
}

/** RedeemGiftCodeResult: a refused code says why; a gift is never NotFound (an unknown code is refused). */
export function redeemResult(
  outcome: RedeemOutcome,
): Exclude<MutationResult, { __typename: 'NotFound' }> | (GiftCodeRefused & { __typename: 'GiftCodeRefused' }) {
  if (outcome.kind === 'refused') {
    return { __typename: 'GiftCodeRefused', validity: outcome.validity, message: outcome.message };
  }
  const result = mutationResult(outcome);
  return result.__typename === 'NotFound' ? { __typename: 'BadRequest', message: result.message } : result;
}
