// Placeholder until the renderer lands: shows the page title. The renderer work replaces this file.
import type { PageSchema } from '../../shared/page/pageSchema';

export default function PageRenderer({ page }: { page: PageSchema }) {
  return <div data-page={page.name}>{page.title}</div>;
}
