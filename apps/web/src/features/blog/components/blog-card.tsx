import { Link } from 'react-router';
import type { ArticleSummary } from '@thrive/contract';
import { formatArticleDate } from '../article-dates';
import { ReadingTime } from './reading-time';

/**
 * An article as a card: its picture, category, title, summary and reading time; the whole card opens it. The
 * first card on a page asks for its picture first, as it is likely the largest thing in view.
 */
export function BlogCard({
  article,
  featured = false,
  first = false,
}: {
  article: ArticleSummary;
  featured?: boolean;
  first?: boolean;
}) {
  return (
    <li className={`blog-card card card--interactive${featured ? ' blog-card--featured' : ''}`}>
      {article.image ? (
        <img
          className="blog-card__image"
          src={article.image}
          alt=""
          width={800}
          height={450}
          {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : null}
      <div className="blog-card__text">
        {article.category ? <span className="blog-card__category">{article.category}</span> : null}
        <h3 className="blog-card__title">
          <Link to={`/blog/${encodeURIComponent(article.id)}`} className="stretched-link">
            {article.title}
          </Link>
        </h3>
        {article.summary ? <p className="blog-card__summary">{article.summary}</p> : null}
        <p className="blog-card__meta">
          {article.published ? <time dateTime={article.published}>{formatArticleDate(article.published)}</time> : null}
          <ReadingTime minutes={article.readingMinutes} />
        </p>
      </div>
    </li>
  );
}
