import type { Article } from '../../../generated/content-types';

/** The German article set: its own chunk, loaded only by pages shown in German. */
const files = import.meta.glob<Article>('../../../../pages/articles/de/*.json', {
  eager: true,
  import: 'default',
});

export default Object.values(files);
