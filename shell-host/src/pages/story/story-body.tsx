import { buildRouteLink, useCspNonce } from '@inkpot/shared-contracts';
import { isStoryImageSource, isStoryUrl, type StoryMarkup } from '@inkpot/shared-contracts/stories';
import type { ReactNode } from 'react';
import { Link } from '../../routing/link.tsx';
import { WRITING_STYLE_HREF, writingCss } from '../writing/writing.css.ts';
import type { StoryBody_postFragment } from './__generated__/story-body.generated.ts';

/** The writing pages' and story bodies' style sheet, hoisted into the head once (with the CSP nonce). */
export function WritingStyles() {
  return (
    <style href={WRITING_STYLE_HREF} precedence="default" nonce={useCspNonce()}>
      {writingCss}
    </style>
  );
}

type Paragraph = StoryBody_postFragment['content'][number];

/** A run of a paragraph's text with the markups over all of it. */
export interface TextRun {
  text: string;
  strong: boolean;
  em: boolean;
  /** A safe link's address (http or https), else null. */
  href: string | null;
}

/**
 * A paragraph's text cut at every markup boundary, each run with what covers it. A link that is
 * not http or https (the API refuses them; a body written before that rule) is shown as text.
 */
export function textRuns(
  text: string,
  markups: readonly Pick<StoryMarkup, 'type' | 'start' | 'end' | 'href'>[],
): TextRun[] {
  const cuts = new Set([0, text.length]);
  for (const markup of markups) {
    cuts.add(Math.max(0, Math.min(markup.start, text.length)));
    cuts.add(Math.max(0, Math.min(markup.end, text.length)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TextRun[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] as number;
    const end = points[index + 1] as number;
    if (end <= start) continue;
    const over = markups.filter((markup) => markup.start <= start && markup.end >= end);
    const link = over.find((markup) => markup.type === 'LINK' && isStoryUrl(markup.href ?? ''));
    runs.push({
      text: text.slice(start, end),
      strong: over.some((markup) => markup.type === 'STRONG'),
      em: over.some((markup) => markup.type === 'EM'),
      href: link?.href ?? null,
    });
  }
  return runs;
}

function Runs({ paragraph }: { paragraph: Paragraph }) {
  return textRuns(paragraph.text, paragraph.markups).map((run, index) => {
    let node: ReactNode = run.text;
    if (run.em) node = <em>{node}</em>;
    if (run.strong) node = <strong>{node}</strong>;
    if (run.href)
      node = (
        <a href={run.href} rel="noopener nofollow ugc" target="_blank">
          {node}
        </a>
      );
    return <span key={index}>{node}</span>;
  });
}

function StoryParagraphView({ paragraph }: { paragraph: Paragraph }) {
  switch (paragraph.type) {
    case 'H2':
      return (
        <h2 className="ink-story__h2">
          <Runs paragraph={paragraph} />
        </h2>
      );
    case 'H3':
      return (
        <h3 className="ink-story__h3">
          <Runs paragraph={paragraph} />
        </h3>
      );
    case 'BLOCKQUOTE':
      return (
        <blockquote className="ink-story__quote">
          <Runs paragraph={paragraph} />
        </blockquote>
      );
    case 'IMAGE':
      return paragraph.src && isStoryImageSource(paragraph.src) ? (
        <figure className="ink-story__figure">
          <img src={paragraph.src} alt={paragraph.alt ?? ''} loading="lazy" />
          {paragraph.text && <figcaption>{paragraph.text}</figcaption>}
        </figure>
      ) : null;
    default:
      return (
        <p className="ink-story__p">
          <Runs paragraph={paragraph} />
        </p>
      );
  }
}

/**
 * A story's body, rendered from its paragraphs as React elements (never as HTML): headings,
 * quotes, images, and bold, italic and links inside the text. A member-only story's preview ends
 * with what the rest needs.
 */
export function StoryBody({ post }: { post: StoryBody_postFragment }) {
  return (
    <div className="ink-story">
      <WritingStyles />
      {post.content.map((paragraph, index) => (
        <StoryParagraphView key={index} paragraph={paragraph} />
      ))}
      {post.isContentPreview && (
        <p className="ink-story__preview-end" role="note">
          The rest of this story is for members. <Link to={buildRouteLink('plans')}>Become a member</Link> to read it.
        </p>
      )}
    </div>
  );
}
