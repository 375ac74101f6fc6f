import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { BLOG_MESSAGES, type Article } from '@thrive/contract';
import { RetryState } from '../../components/ui/retry-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useArticle } from './api/get-article';
import { useArticles } from './api/get-articles';
import { dayOf, formatArticleDate } from './article-dates';
import { BlogCard } from './components/blog-card';
import './blog-page.css';
import './blog-article-page.css';
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

export function BlogArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);

  if (article.isPending) {
    return (
      <div className="page">
        <p className="container page-state" role="status" aria-busy="true">
          Loading the article…
        </p>
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className="page container">
        <BackToBlog />
        <RetryState
          message={BLOG_MESSAGES.loadFailed.replace('{message}', article.error.message)}
          onRetry={() => void article.refetch()}
        />
      </div>
    );
  }
  if (!article.data) return <ArticleNotFound />;
  return <ArticleView article={article.data} />;
}

function ArticleNotFound() {
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

function ArticleView({ article }: { article: Article }) {
  useDocumentTitle(article.title);
  const articles = useArticles();
  const { sections } = article;
  const related = article.related.flatMap((item) => articles.data?.find((candidate) => candidate.id === item.id) ?? []);
  const updated = article.updatedAt && dayOf(article.updatedAt);

  return (
    <div className="page article-page">
      <article className="container article">
        <BackToBlog />
        <header className="article__header">
          {article.category ? <span className="blog-card__category">{article.category}</span> : null}
          <h1>{article.title}</h1>
          {article.subtitle ? <p className="article__subtitle">{article.subtitle}</p> : null}
          <p className="article__meta">
            {article.author ? <span>By {article.author}</span> : null}
            {article.published ? (
              <span>
                Published <time dateTime={article.published}>{formatArticleDate(article.published)}</time>
              </span>
            ) : null}
            {article.lastReviewed ? (
              <span>
                Last reviewed <time dateTime={article.lastReviewed}>{formatArticleDate(article.lastReviewed)}</time>
              </span>
            ) : null}
            <ReadingTime minutes={article.readingMinutes} />
          </p>
          {article.credit ? (
            <p className="article__credit">
              {article.credit}
              {updated ? `, last updated ${formatArticleDate(updated)}` : ''}.
            </p>
          ) : null}
          <button type="button" className="link-button article__print" onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" /> Print this article
          </button>
        </header>

        <img
          className="article__image"
          src={article.image}
          alt={article.imageAlt ?? ''}
          width={800}
          height={450}
          fetchPriority="high"
        />

        <div className="article__layout">
          <nav className="article__toc" aria-label="On this page">
            <h2>On this page</h2>
            <ol>
              {sections.map((section, index) => (
                <li key={anchor(section.title, index)}>
                  <a href={`#${anchor(section.title, index)}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="article__body">
            {sections.map((section, index) => (
              <section key={anchor(section.title, index)} aria-labelledby={anchor(section.title, index)}>
                <h2 id={anchor(section.title, index)}>{section.title}</h2>
                {/* Sanitised on the server: our own text is escaped, a remote service's HTML is cleaned. */}
                <div className="article__content" dangerouslySetInnerHTML={{ __html: section.html }} />
              </section>
            ))}

            {article.sources.length ? (
              <section className="article__sources" aria-labelledby="article-sources">
                <h2 id="article-sources">Sources</h2>
                <ul>
                  {article.sources.map((source, index) => (
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
          <h2 id="article-related">More on {article.category ?? 'this topic'}</h2>
          <ul className="blog__cards">
            {related.map((item) => (
              <BlogCard key={item.id} article={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { BlogArticlePage as Component };
