import {
  STORY_MAX_TOPICS,
  STORY_TOO_MANY_TOPICS,
  STORY_TOPIC_INVALID,
  storyTopic,
} from '@inkpot/shared-contracts/stories';

export type TopicsChange = { ok: true; topics: string[] } | { ok: false; message: string };

/**
 * A topic the writer typed, added to the story's: trimmed, once (by its slug: 'Slow  craft' is
 * 'Slow craft'), at most five, with the API's own words when it is not a topic.
 */
export function addTopic(topics: readonly string[], typed: string): TopicsChange {
  const topic = storyTopic(typed);
  if (!topic) return { ok: false, message: STORY_TOPIC_INVALID };
  if (topics.some((existing) => storyTopic(existing)?.slug === topic.slug)) return { ok: true, topics: [...topics] };
  if (topics.length >= STORY_MAX_TOPICS) return { ok: false, message: STORY_TOO_MANY_TOPICS };
  return { ok: true, topics: [...topics, topic.displayText] };
}
