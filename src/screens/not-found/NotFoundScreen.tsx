// Any path no route answers (docs/product.md 2.1).
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section className="card empty" data-testid="not-found">
      <h1>Page not found</h1>
      <p className="muted">This page does not exist or is not available yet.</p>
      <Link className="button" to={href('root')}>
        Go to the home page
      </Link>
    </section>
  );
}
