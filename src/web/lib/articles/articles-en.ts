import type { Article } from '../../../generated/content-types';

/** The English article set: its own chunk, loaded only by pages shown in English. */
const files = import.meta.glob<Article>('../../../../pages/articles/en/*.json', {
  eager: true,
  import: 'default',
});

export default Object.values(files);
