import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, PiggyBank, ShoppingBasket, Target } from 'lucide-react';
import { DIET_MACRO_SPLITS } from '@thrive/nutrition';
import { useDocumentTitle } from '../../lib/use-document-title';
import { targetsFormKey, useTargets } from '../../lib/targets/use-targets';
import { IconCards, type IconCard } from '../../components/ui/icon-cards';
import { HeroCarousel } from './components/hero-carousel';
import { DietChooser } from './components/diet-chooser';
import { SampleMeals } from './components/sample-meals';
import { PlanGenerator } from './components/plan-generator';
import './home-page.css';

const REASONS: IconCard[] = [
  {
    title: 'Hit your targets without counting',
    text: 'A plan balanced once saves you adding up calories and macros at every meal.',
    icon: Target,
  },
  {
    title: 'Fewer decisions, better choices',
    text: 'Deciding on Sunday means no 7 pm scramble, and fewer takeaways you did not really want.',
    icon: CalendarCheck,
  },
  {
    title: 'Shop once, waste less',
    text: 'Knowing the week ahead turns the shop into a list, and the list into less food thrown away.',
    icon: ShoppingBasket,
  },
  {
    title: 'Kinder on your budget',
    text: 'Cooking what you planned costs less than buying what you happen to pass.',
    icon: PiggyBank,
  },
];

export function HomePage() {
  useDocumentTitle('');
  // The chooser shows the person's diet (Anything until they choose); a choice is one of their targets, with
  // the diet's own macro split.
  const targets = useTargets();
  const { diet, exclusions } = targets.resolved;
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
              <Link to="/calorie-calculator" className="btn btn-secondary">
                Find my calories
              </Link>
            </div>
          </div>
          <HeroCarousel />
        </div>
      </section>

      <section className="container home-section" aria-labelledby="home-plan-heading">
        <h2 id="home-plan-heading">Plan a day in seconds</h2>
        <p className="home-section__lead">
          Pick a diet, set your calories and let Thrive balance a day of real recipes for you.
        </p>
        <DietChooser
          value={diet}
          onChange={(chosen) => targets.save({ diet: chosen, macros: DIET_MACRO_SPLITS[chosen] })}
        />
        <h3 className="home-subheading">Sample {diet === 'Anything' ? '' : `${diet} `}meals</h3>
        <SampleMeals diet={diet} exclusions={exclusions} />
        {/* The form starts from the targets once whose they are is known, and from a new diet's split. */}
        <PlanGenerator key={`${targetsFormKey(targets)}:${diet}`} targets={targets} />
      </section>

      <section className="home-why" aria-labelledby="home-why-heading">
        <div className="container">
          <h2 id="home-why-heading">Why is meal planning important</h2>
          <IconCards items={REASONS} />
        </div>
      </section>

      <section className="container home-story" aria-labelledby="home-story-heading">
        <div>
          <span className="eyebrow">Our story</span>
          <h2 id="home-story-heading">Started at a kitchen table in 2023</h2>
          <p>
            Three friends tired of spreadsheet meal plans built the planner they wanted. Today Thrive plans for more
            than ten ways of eating.
          </p>
          <Link to="/ourstory">Read our story</Link>
        </div>
        <Link to="/meal-planner" className="btn btn-accent">
          Start planning <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}

export { HomePage as Component };
