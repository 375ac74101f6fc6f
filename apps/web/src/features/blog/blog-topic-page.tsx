import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { BLOG_MESSAGES, type HealthTopicResource } from '@thrive/contract';
import { RetryState } from '../../components/ui/retry-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHealthTopic } from './api/get-health-topic';
import { useHealthTopics } from './api/get-health-topics';
import { formatArticleDate, lastUpdateDate } from './article-dates';
import { BlogCard } from './components/blog-card';
import './blog-page.css';
import './blog-topic-page.css';
import { ReadingTime } from './components/reading-time';

/** A heading as an anchor: "When to talk to a doctor" → "when-to-talk-to-a-doctor". */
const anchor = (title: string, index: number) =>
  `${index + 1}-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

function BackToBlog() {
  return (
    <Link to="/blog" className="back-link">
      <ArrowLeft size={16} aria-hidden="true" /> Back to the Health Blog
    </Link>
  );
}

export function BlogTopicPage() {
  const { id = '' } = useParams();
  const topic = useHealthTopic(id);

  if (topic.isPending) {
    return (
      <div className="page">
        <p className="container page-state" role="status" aria-busy="true">
          Loading the article…
        </p>
      </div>
    );
  }
  if (topic.isError) {
    return (
      <div className="page container">
        <BackToBlog />
        <RetryState
          message={BLOG_MESSAGES.loadFailed.replace('{message}', topic.error.message)}
          onRetry={() => void topic.refetch()}
        />
      </div>
    );
  }
  if (!topic.data) return <TopicNotFound />;
  return <TopicArticle topic={topic.data} />;
}

function TopicNotFound() {
  useDocumentTitle('Article not found');
  return (
    <div className="page">
      <div className="container page-state">
        <h1>Article not found</h1>
        <p>There is no article at this address. It may have moved, or the link may be mistyped.</p>
        <Link to="/blog" className="btn btn-secondary">
          Back to the Health Blog
        </Link>
      </div>
    </div>
  );
}

function TopicArticle({ topic }: { topic: HealthTopicResource }) {
  useDocumentTitle(topic.Title);
  const topics = useHealthTopics();
  const sections = topic.Sections.section;
  const related = topic.RelatedItems.RelatedItem.flatMap(
    (item) => topics.data?.find((candidate) => candidate.Id === item.Id) ?? [],
  );
  const updated = lastUpdateDate(topic.LastUpdate);

  return (
    <div className="page article-page">
      <article className="container article">
        <BackToBlog />
        <header className="article__header">
          {topic.Category ? <span className="blog-card__category">{topic.Category}</span> : null}
          <h1>{topic.Title}</h1>
          {topic.Subtitle ? <p className="article__subtitle">{topic.Subtitle}</p> : null}
          <p className="article__meta">
            {topic.Author ? <span>By {topic.Author}</span> : null}
            {topic.Date ? (
              <span>
                Published <time dateTime={topic.Date}>{formatArticleDate(topic.Date)}</time>
              </span>
            ) : null}
            {topic.LastReviewed ? (
              <span>
                Last reviewed <time dateTime={topic.LastReviewed}>{formatArticleDate(topic.LastReviewed)}</time>
              </span>
            ) : null}
            <ReadingTime minutes={topic.ReadingMinutes} />
          </p>
          {topic.Credit ? (
            <p className="article__credit">
              {topic.Credit}
              {updated ? `, last updated ${formatArticleDate(updated)}` : ''}.
            </p>
          ) : null}
          <button type="button" className="link-button article__print" onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" /> Print this article
          </button>
        </header>

        <img
          className="article__image"
          src={topic.ImageUrl}
          alt={topic.ImageAlt}
          width={800}
          height={450}
          fetchPriority="high"
        />

        <div className="article__layout">
          <nav className="article__toc" aria-label="On this page">
            <h2>On this page</h2>
            <ol>
              {sections.map((section, index) => (
                <li key={anchor(section.Title, index)}>
                  <a href={`#${anchor(section.Title, index)}`}>{section.Title}</a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="article__body">
            {sections.map((section, index) => (
              <section key={anchor(section.Title, index)} aria-labelledby={anchor(section.Title, index)}>
                <h2 id={anchor(section.Title, index)}>{section.Title}</h2>
                {/* Sanitised on the server: our own text is escaped, a remote service's HTML is cleaned. */}
                <div className="article__content" dangerouslySetInnerHTML={{ __html: section.Content }} />
              </section>
            ))}

            {topic.Sources?.length ? (
              <section className="article__sources" aria-labelledby="article-sources">
                <h2 id="article-sources">Sources</h2>
                <ul>
                  {topic.Sources.map((source, index) => (
                    <li key={index}>
                      <a href={source.url} rel="noopener noreferrer">
                        {source.title}
                      </a>
                      , {source.publisher}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <p className="article__disclaimer">{BLOG_MESSAGES.disclaimer}</p>
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <section className="container article__related" aria-labelledby="article-related">
          <h2 id="article-related">More on {topic.Category ?? 'this topic'}</h2>
          <ul className="blog__cards">
            {related.map((item) => (
              <BlogCard key={item.Id} topic={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { BlogTopicPage as Component };
