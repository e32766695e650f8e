import type { BrowserContext, Page } from '@playwright/test';
import { edgeGraphql as graphql } from '../fixtures/edge-graphql.ts';
import { expect, test } from '../fixtures/test.ts';
import { savedSession } from '../fixtures/viewer-sessions.ts';

/**
 * Submissions, against the running system: partner@ (a WRITER of The Long Margin) submits two drafts
 * from the story editor; publisher@ (its OWNER) finds them in the publication's inbox, reads one and
 * accepts it (it is then on the publication's page), declines the other with a note, which the
 * writer reads in the editor. Both stories go to the trash at the end, so the seed world reads as
 * before (the inbox's seeded submissions are left alone). Screenshots at 1280 and 375 px are attached.
 */
const PUBLICATION = 'the-long-margin';
const INBOX = `/${PUBLICATION}/manage/inbox`;

const DRAFT = /* GraphQL */ `
  mutation ($input: StoryDraftInput!) {
    createStoryDraft(input: $input) {
      __typename
      ... on Post {
        id
      }
    }
  }
`;

test(
  'a writer submits two drafts; the editor accepts one, declines the other with a note; the writer sees both',
  { tag: '@mutates' },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const writerSession = await savedSession('partner', baseURL ?? '');
    const editorSession = await savedSession('publisher', baseURL ?? '');
    const contexts: BrowserContext[] = [];
    const open = async (storageState: typeof writerSession.storageState) => {
      const context = await browser.newContext({ storageState, baseURL });
      contexts.push(context);
      return context.newPage();
    };
    const writer = await open(writerSession.storageState);
    const editor = await open(editorSession.storageState);
    // Act once the page has taken over from the server's HTML (a form submitted before would be the browser's).
    const visit = async (page: Page, path: string) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    };
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });
    // Words no seeded story has, so each story is found alone.
    const run = Date.now().toString(36);
    const accepted = `Kelp forests at dawn ${run}`;
    const declined = `Barnacle census ${run}`;
    const storyIds: string[] = [];

    try {
      await test.step('the writer starts two drafts', async () => {
        for (const title of [accepted, declined]) {
          const { createStoryDraft } = await graphql<{ createStoryDraft: { __typename: string; id: string } }>(
            writer.request,
            DRAFT,
            {
              input: {
                title,
                content: [
                  { type: 'P', text: `Notes for ${title}: the tide was low and the water clear.`, markups: [] },
                ],
                topicNames: ['Science'],
                isLocked: false,
              },
            },
            writerSession.session.xsrf,
          );
          expect(createStoryDraft.__typename).toBe('Post');
          storyIds.push(createStoryDraft.id);
        }
      });

      await test.step('from the story editor, the writer submits each to The Long Margin', async () => {
        for (const id of storyIds) {
          await visit(writer, `/p/${id}/edit`);
          const panel = writer.getByRole('region', { name: 'Submit to a publication' });
          await expect(panel.getByLabel('Publication')).toBeVisible();
          await panel.getByLabel('Publication').selectOption({ label: 'The Long Margin' });
          await panel.getByRole('button', { name: 'Submit to publication' }).click();
          await expect(panel).toContainText('Submitted to The Long Margin: waiting for its editors.');
          await expect(panel.getByRole('button', { name: 'Withdraw submission' })).toBeVisible();
        }
        await shot(writer, 'editor-submitted-1280');
      });

      await test.step('the editor finds both in the inbox, with the seeded ones, and reads one', async () => {
        await visit(editor, INBOX);
        await expect(editor.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
        const waiting = editor.getByRole('list', { name: 'Submissions waiting for review' });
        for (const title of [accepted, declined]) {
          await expect(waiting.getByRole('heading', { level: 3, name: title })).toBeVisible();
        }
        expect(await waiting.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
        const item = waiting.getByRole('listitem').filter({ has: editor.getByRole('heading', { name: accepted }) });
        await expect(item).toContainText('Parker Partner');
        await item.getByText('Read the story').click();
        await expect(item.getByText(`Notes for ${accepted}`)).toBeVisible();
        await shot(editor, 'inbox-1280');
        await editor.setViewportSize({ width: 375, height: 800 });
        await shot(editor, 'inbox-375');
        await editor.setViewportSize({ width: 1280, height: 800 });
      });

      await test.step('accepting publishes the story in the publication', async () => {
        await editor.getByRole('button', { name: `Accept “${accepted}”` }).click();
        await expect(editor.getByRole('status').filter({ hasText: 'is published in The Long Margin' })).toBeVisible();
        await expect(
          editor.getByRole('list', { name: 'Submissions waiting for review' }).getByRole('heading', { name: accepted }),
        ).toHaveCount(0);
        await expect(
          editor.getByRole('list', { name: 'Decided submissions' }).getByRole('link', { name: accepted }),
        ).toBeVisible();
        await visit(editor, `/${PUBLICATION}/latest`);
        await expect(editor.getByRole('link', { name: accepted }).first()).toBeVisible();
      });

      await test.step('declining with a note tells the writer', async () => {
        await visit(editor, INBOX);
        await editor.getByRole('button', { name: `Decline “${declined}”` }).click();
        await editor
          .getByLabel('Note to Parker Partner (optional)')
          .fill('Lovely, but we ran a census story last week.');
        await shot(editor, 'inbox-decline-1280');
        await editor.getByRole('button', { name: 'Decline submission' }).click();
        await expect(editor.getByRole('status').filter({ hasText: `Declined: “${declined}”` })).toBeVisible();
        await expect(editor.getByRole('list', { name: 'Decided submissions' })).toContainText(
          'Your note: Lovely, but we ran a census story last week.',
        );

        await visit(writer, `/p/${storyIds[1]}/edit`);
        const panel = writer.getByRole('region', { name: 'Submit to a publication' });
        await expect(panel).toContainText('The Long Margin declined this story.');
        await expect(panel).toContainText('Note from the editors: Lovely, but we ran a census story last week.');
        await expect(panel.getByRole('button', { name: 'Submit to publication' })).toBeVisible();
        await writer.setViewportSize({ width: 375, height: 800 });
        await shot(writer, 'editor-declined-375');
        await writer.setViewportSize({ width: 1280, height: 800 });

        await visit(writer, `/p/${storyIds[0]}/edit`);
        await expect(writer.getByRole('region', { name: 'Submit to a publication' })).toContainText(
          'Published in The Long Margin.',
        );
      });

      await test.step('a writer of the publication has no inbox: the not-found page', async () => {
        await visit(writer, INBOX);
        await expect(writer.getByText('PAGE NOT FOUND')).toBeVisible();
        await expect(writer.getByRole('heading', { level: 1, name: 'Inbox' })).toHaveCount(0);
      });
    } finally {
      for (const id of storyIds) {
        await graphql(
          writer.request,
          'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }',
          { id },
          writerSession.session.xsrf,
        );
      }
      for (const context of contexts) await context.close();
    }
    expect(storyIds).toHaveLength(2);
  },
);
