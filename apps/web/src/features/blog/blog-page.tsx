import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Rss } from 'lucide-react';
import { BLOG_CATEGORIES, BLOG_MESSAGES, BLOG_TRENDING_COUNT, type BlogCategory } from '@thrive/contract';
import { RetryState } from '../../components/ui/retry-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useArticles } from './api/get-articles';
import { BlogCard } from './components/blog-card';
import { BlogSearch } from './components/blog-search';
import './blog-page.css';

/**
 * The featured cards (docs/product.md, "Health blog"): one article from each of three categories, chosen by the team.
 */
const FEATURED_ARTICLE_IDS = [
  'understanding-blood-pressure',
  'eating-well-in-pregnancy',
  'reducing-cancer-risk-through-diet',
];

const isCategory = (value: string | null): value is BlogCategory =>
  value !== null && (BLOG_CATEGORIES as readonly string[]).includes(value);

export function BlogPage() {
  useDocumentTitle('Health Blog');
  const navigate = useNavigate();
  const articles = useArticles();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category');
  const chosen = isCategory(category) ? category : null;
  const [showAll, setShowAll] = useState(false);

  const all = articles.data ?? [];
  const featured = FEATURED_ARTICLE_IDS.flatMap((id) => all.find((article) => article.id === id) ?? []);
  const shown = chosen ? all.filter((article) => article.category === chosen) : all;
  const trending = showAll ? shown : shown.slice(0, BLOG_TRENDING_COUNT);

  function choose(next: BlogCategory | null) {
    setShowAll(false);
    setSearchParams(next ? { category: next } : {});
  }

  return (
    <div className="page blog">
      <div className="container">
        <header className="blog__header">
          <div>
            <span className="eyebrow">Health blog</span>
            <h1>Health Blog</h1>
            <p className="blog__lead">
              Plain-language articles on eating well, heart health, pregnancy and lowering your cancer risk, written and
              reviewed by the Thrive team with the public health bodies they draw on.
            </p>
          </div>
          <a className="blog__feed" href="/blog/feed.xml" type="application/atom+xml">
            <Rss size={16} aria-hidden="true" /> Follow in your feed reader
          </a>
        </header>

        {articles.isPending ? (
          <p className="page-state blog__state" role="status" aria-busy="true">
            Loading articles…
          </p>
        ) : articles.isError ? (
          <RetryState
            className="blog__state"
            message={articles.error.message}
            onRetry={() => void articles.refetch()}
          />
        ) : all.length === 0 ? (
          <RetryState className="blog__state" message={BLOG_MESSAGES.empty} onRetry={() => void articles.refetch()} />
        ) : (
          <>
            <BlogSearch articles={all} onPick={(article) => void navigate(`/blog/${encodeURIComponent(article.id)}`)} />

            {featured.length > 0 ? (
              <section className="blog__section" aria-labelledby="blog-featured-heading">
                <h2 id="blog-featured-heading">Featured</h2>
                <ul className="blog__featured">
                  {featured.map((article, index) => (
                    <BlogCard key={article.id} article={article} featured first={index === 0} />
                  ))}
                </ul>
              </section>
            ) : null}

            <section className="blog__section" aria-labelledby="blog-trending-heading">
              <div className="blog__section-head">
                <h2 id="blog-trending-heading">Trending</h2>
                <CategoryFilter chosen={chosen} onChoose={choose} />
              </div>
              {shown.length === 0 ? (
                <RetryState
                  className="blog__state"
                  message={BLOG_MESSAGES.filteredEmpty}
                  onRetry={() => void articles.refetch()}
                />
              ) : (
                <>
                  <ul className="blog__cards">
                    {trending.map((article) => (
                      <BlogCard key={article.id} article={article} />
                    ))}
                  </ul>
                  {shown.length > BLOG_TRENDING_COUNT ? (
                    <div className="blog__more">
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-expanded={showAll}
                        onClick={() => setShowAll((value) => !value)}
                      >
                        {showAll ? 'Show fewer' : BLOG_MESSAGES.wantMore}
                      </button>
                    </div>
                  ) : null}
                </>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}

function CategoryFilter({
  chosen,
  onChoose,
}: {
  chosen: BlogCategory | null;
  onChoose: (category: BlogCategory | null) => void;
}) {
  const options: { label: string; value: BlogCategory | null }[] = [
    { label: 'All', value: null },
    ...BLOG_CATEGORIES.map((category) => ({ label: category, value: category })),
  ];
  return (
    <div className="blog__filter" role="group" aria-label="Filter by category">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className="pill blog__chip"
          aria-pressed={chosen === option.value}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

export { BlogPage as Component };
