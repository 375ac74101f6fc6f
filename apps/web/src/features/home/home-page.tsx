import { Link } from 'react-router';
import { ArrowRight, Calculator, CalendarDays, Dumbbell, Flower2, Sparkles, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PlateIllustration } from './plate-illustration';
import './home-page.css';

interface Highlight {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

const HIGHLIGHTS: Highlight[] = [
  {
    to: '/mealplanner',
    title: 'Custom Meal Planner',
    text: 'Lay out your week meal by meal and watch the calories and macros add up.',
    icon: CalendarDays,
  },
  {
    to: '/aimeal',
    title: 'AI Meal Plans',
    text: 'A whole week of recipes chosen to hit your calorie target and your diet.',
    icon: Sparkles,
  },
  {
    to: '/yoga',
    title: 'Yoga',
    text: 'Poses with their Sanskrit names, a practice timer and tutorials.',
    icon: Flower2,
  },
  {
    to: '/gym',
    title: 'Gym',
    text: 'Exercises by muscle and equipment for strength and cardio days.',
    icon: Dumbbell,
  },
  {
    to: '/calorie-calculator',
    title: 'Calorie Calculator',
    text: 'Find the daily calories that gain, keep or lose weight for you.',
    icon: Calculator,
  },
];

export function HomePage() {
  useDocumentTitle('');
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__copy">
            <span className="eyebrow">Nutrition · Meal planning · Fitness</span>
            <h1>Eat well, move more, thrive.</h1>
            <p className="home-hero__lead">
              Plan a week of meals that hits your calorie and macro targets, cook from recipes you will want to eat
              again, and keep moving with yoga and gym sessions that fit your day.
            </p>
            <div className="home-hero__actions">
              <Link to="/mealplanner" className="btn btn-primary">
                Plan my week
                <ArrowRight size={18} aria-hidden="true" />
              </Link>
              <Link to="/aimeal" className="btn btn-secondary">
                Try an AI meal plan
              </Link>
            </div>
          </div>
          <PlateIllustration />
        </div>
      </section>

      <section className="container home-highlights" aria-labelledby="home-highlights-heading">
        <h2 id="home-highlights-heading">Everything for a healthier week</h2>
        <ul className="home-highlights__grid">
          {HIGHLIGHTS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="card home-highlight">
                <span className="home-highlight__icon" aria-hidden="true">
                  <Icon size={26} />
                </span>
                <span className="home-highlight__title">{title}</span>
                <span className="home-highlight__text">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
