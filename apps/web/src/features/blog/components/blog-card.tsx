import { Link } from 'react-router';
import type { HealthTopicItem } from '@thrive/contract';
import { formatArticleDate } from '../article-dates';
import { ReadingTime } from './reading-time';

/**
 * A topic as a card: its picture, category, title, summary and reading time; the whole card opens it. The
 * first card on a page asks for its picture first, as it is likely the largest thing in view.
 */
export function BlogCard({
  topic,
  featured = false,
  first = false,
}: {
  topic: HealthTopicItem;
  featured?: boolean;
  first?: boolean;
}) {
  return (
    <li className={`blog-card card card--interactive${featured ? ' blog-card--featured' : ''}`}>
      {topic.ImageUrl ? (
        <img
          className="blog-card__image"
          src={topic.ImageUrl}
          alt=""
          width={800}
          height={450}
          {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : null}
      <div className="blog-card__text">
        {topic.Category ? <span className="blog-card__category">{topic.Category}</span> : null}
        <h3 className="blog-card__title">
          <Link to={`/blog/${encodeURIComponent(topic.Id)}`} className="stretched-link">
            {topic.Title}
          </Link>
        </h3>
        {topic.Summary ? <p className="blog-card__summary">{topic.Summary}</p> : null}
        <p className="blog-card__meta">
          {topic.Date ? <time dateTime={topic.Date}>{formatArticleDate(topic.Date)}</time> : null}
          <ReadingTime minutes={topic.ReadingMinutes} />
        </p>
      </div>
    </li>
  );
}
