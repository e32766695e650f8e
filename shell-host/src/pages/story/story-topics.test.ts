import { STORY_TOO_MANY_TOPICS, STORY_TOPIC_INVALID } from '@inkpot/shared-contracts/stories';
import { addTopic } from './story-topics.ts';

describe('addTopic', () => {
  it('adds a topic once, by its slug, with spaces collapsed', () => {
    expect(addTopic([], '  Slow   craft ')).toEqual({ ok: true, topics: ['Slow craft'] });
    expect(addTopic(['Slow craft'], 'slow CRAFT')).toEqual({ ok: true, topics: ['Slow craft'] });
  });

  it('refuses a sixth topic and what is not a topic, in the API’s words', () => {
    expect(addTopic(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ ok: false, message: STORY_TOO_MANY_TOPICS });
    expect(addTopic([], '#$%')).toEqual({ ok: false, message: STORY_TOPIC_INVALID });
    expect(addTopic([], 'x'.repeat(26))).toEqual({ ok: false, message: STORY_TOPIC_INVALID });
  });
});
