import { toResources } from '../../content/locales';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/de/*.json', {
  eager: true,
  import: 'default',
});

export default toResources(
  Object.entries(files).map(([file, data]) => ({
    namespace: file.replace(/^.*\/([^/]+)\.json$/, '$1'),
    data,
  })),
);
