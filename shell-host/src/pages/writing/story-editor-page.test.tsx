import { fireEvent, screen } from '@testing-library/react';
import { STORY_NOT_AUTHOR } from '@inkpot/shared-contracts/stories';
import StoryEditorPage, { draftInputOf, SAVE_FAILED } from './story-editor-page.tsx';
import { AUTOSAVE_DELAY_MS } from './story-autosave.ts';
import { pageProps, renderWithShell } from '../testing.tsx';
import {
  CreateStoryDraftDocument,
  StoryEditorPageDocument,
  type StoryEditor_postFragment,
} from './__generated__/story-editor-page.generated.ts';
import { StorySubmissionPanelDocument } from '../publication/__generated__/story-submission.generated.ts';

const story = (values: Partial<StoryEditor_postFragment> = {}): StoryEditor_postFragment => ({
  __typename: 'Post',
  id: 'abc123abc123',
  title: 'Kilns',
  isPublished: false,
  isDeleted: false,
  isLocked: false,
  mediumUrl: '/@morgan/kilns-abc123abc123',
  inResponseToPostId: null,
  tags: [{ __typename: 'Tag', id: 'ceramics', slug: 'ceramics', displayTitle: 'Ceramics' }],
  viewerEdge: { __typename: 'PostViewerEdge', id: 'e1', canEdit: true },
  isContentPreview: false,
  content: [],
  ...values,
});

const created = (title: string) => ({
  request: {
    query: CreateStoryDraftDocument,
    variables: { input: draftInputOf({ title, paragraphs: [], topics: [], isLocked: false }) },
  },
  result: { data: { result: story({ title }) } },
});

/** The submission panel of a saved story: the viewer writes for `publications`. */
const submissionPanel = (publications: { id: string; name: string; slug: string }[] = []) => ({
  request: { query: StorySubmissionPanelDocument, variables: { postId: 'abc123abc123' } },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'a1b2c3d4e5f6',
        publicationsToSubmitTo: publications.map((publication) => ({ __typename: 'Collection', ...publication })),
      },
      post: {
        __typename: 'Post',
        id: 'abc123abc123',
        statusForCollection: null,
        collection: null,
        latestSubmission: null,
      },
    },
  },
});

const typeTitle = (text: string) => fireEvent.change(screen.getByLabelText('Title'), { target: { value: text } });

describe('StoryEditorPage', () => {
  it('asks visitors to sign in', () => {
    renderWithShell(<StoryEditorPage {...pageProps('newStory')} />, { viewer: { status: 'visitor' } });
    expect(screen.getByText('Sign in to write a story.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('creates the draft once the writer pauses, says Saved, and gives the story its address in place', async () => {
    const { navigate } = renderWithShell(<StoryEditorPage {...pageProps('newStory')} />, {
      mocks: [created('Kilns'), submissionPanel()],
    });
    typeTitle('Kilns');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    // Saved after the writer's pause (real time: the pause is a second).
    expect(await screen.findByText('Saved', {}, { timeout: AUTOSAVE_DELAY_MS * 4 })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/p/abc123abc123/edit', { replace: true });
    // The editor keeps what was typed.
    expect(screen.getByLabelText('Title')).toHaveValue('Kilns');
  });

  it('keeps the writing when a save fails, says so, and offers Retry', async () => {
    const failing = { ...created('Kilns'), result: undefined, error: new Error('offline') };
    renderWithShell(<StoryEditorPage {...pageProps('newStory')} />, {
      mocks: [failing, created('Kilns'), submissionPanel()],
    });
    typeTitle('Kilns');
    const alert = await screen.findByRole('alert', {}, { timeout: AUTOSAVE_DELAY_MS * 4 });
    expect(alert).toHaveTextContent(SAVE_FAILED);
    expect(screen.getByLabelText('Title')).toHaveValue('Kilns');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it("says a story that is not the viewer's cannot be edited", async () => {
    const mock = {
      request: { query: StoryEditorPageDocument, variables: { id: 'abc123abc123' } },
      result: {
        data: { postResult: story({ viewerEdge: { __typename: 'PostViewerEdge', id: 'e1', canEdit: false } }) },
      },
    };
    renderWithShell(<StoryEditorPage {...pageProps('postEdit', { postId: 'abc123abc123' })} />, { mocks: [mock] });
    expect(await screen.findByText(STORY_NOT_AUTHOR)).toBeInTheDocument();
  });

  it('a saved story offers Submit to publication to a writer of a publication', async () => {
    const mock = {
      request: { query: StoryEditorPageDocument, variables: { id: 'abc123abc123' } },
      result: { data: { postResult: story() } },
    };
    renderWithShell(<StoryEditorPage {...pageProps('postEdit', { postId: 'abc123abc123' })} />, {
      mocks: [mock, submissionPanel([{ id: 'pub1', name: 'The Long Margin', slug: 'the-long-margin' }])],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Submit to a publication' })).toBeInTheDocument();
    expect(screen.getByLabelText('Publication')).toHaveDisplayValue('The Long Margin');
    expect(screen.getByRole('button', { name: 'Submit to publication' })).toBeInTheDocument();
  });

  it('publishing an untitled story says what it needs, without asking the API', async () => {
    renderWithShell(<StoryEditorPage {...pageProps('newStory')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give your story a title before publishing it.');
  });
});
