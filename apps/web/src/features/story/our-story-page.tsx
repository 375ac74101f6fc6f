import { Link } from 'react-router';
import { ArrowRight, HeartHandshake, Leaf, Sparkles, Sprout, Trophy, Users } from 'lucide-react';
import { Reveal } from '../../components/ui/reveal';
import { IconCards } from '../../components/ui/icon-cards';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StoryLayout, StorySection } from './components/story-layout';
import './story.css';

/** Sections take on their visible style once 20 % of them is in view. */
const STORY_THRESHOLD = 0.2;

const TIMELINE = [
  {
    year: '2023',
    title: 'Thrive launches',
    text: 'Three friends tired of spreadsheet meal plans put a weekly planner online. The first version had one diet, a calorie counter and a lot of heart.',
    icon: Sprout,
  },
  {
    year: '2024',
    title: 'Vegan and keto plans, and 5,000 users',
    text: 'We added complete vegan and keto meal plans, every recipe checked against its diet, and our community grew past 5,000 people planning their weeks with us.',
    icon: Users,
  },
  {
    year: '2025',
    title: '10+ diet types',
    text: 'Aegean, paleo, vegetarian and more: Thrive now plans for more than ten ways of eating, with yoga and gym sections to keep the rest of you moving too.',
    icon: Trophy,
  },
] as const;

const VALUES = [
  {
    title: 'Real food first',
    text: 'Every recipe is written by our team and its nutrition is computed from USDA data, never guessed.',
    icon: Leaf,
  },
  {
    title: 'Plans that fit your life',
    text: 'Your targets, your diet, your week: we do the arithmetic so you can get on with cooking.',
    icon: Sparkles,
  },
  {
    title: 'Kind to every body',
    text: 'No shame and no fads. Small, steady habits are what last, so that is what we build for.',
    icon: HeartHandshake,
  },
] as const;

export function OurStoryPage() {
  useDocumentTitle('Our Story');
  return (
    <StoryLayout
      eyebrow="Since 2023"
      title="Our Story"
      lead="Thrive started with a simple question at a kitchen table: why is eating well so much harder to plan than it is to enjoy? This is how a weekend project became a home for healthier habits."
    >
      <StorySection threshold={STORY_THRESHOLD} id="story-timeline" title="How we grew">
        <ol className="timeline">
          {TIMELINE.map(({ year, title, text, icon: Icon }) => (
            <li key={year} className="timeline__item">
              <span className="timeline__marker" aria-hidden="true">
                <Icon size={22} />
              </span>
              <div className="card timeline__card">
                <span className="timeline__year">{year}</span>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </StorySection>

      <StorySection threshold={STORY_THRESHOLD} id="story-values" title="What we believe">
        <IconCards items={VALUES} tone="amber" />
      </StorySection>

      <Reveal threshold={STORY_THRESHOLD} className="story-section story-team" labelledBy="story-team">
        <div>
          <h2 id="story-team">The team behind it</h2>
          <p>
            Nutritionists, cooks, yoga teachers and engineers: a small team that tests every recipe in a real kitchen
            before it reaches your plan.
          </p>
          <Link to="/team" className="btn btn-secondary">
            Meet the team
          </Link>
        </div>
        <div className="story-stat" role="img" aria-label="98% of members are satisfied with their plans">
          <span className="story-stat__number" aria-hidden="true">
            98%
          </span>
          <span className="story-stat__label" aria-hidden="true">
            of members are satisfied with their plans
          </span>
        </div>
      </Reveal>

      <StorySection
        threshold={STORY_THRESHOLD}
        id="story-cta"
        title="Your story starts with one week"
        className="story-cta"
      >
        <p>Plan seven days of meals you will look forward to. It takes about five minutes.</p>
        <Link to="/meal-planner" className="btn btn-accent">
          Start planning <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </StorySection>
    </StoryLayout>
  );
}

export { OurStoryPage as Component };
