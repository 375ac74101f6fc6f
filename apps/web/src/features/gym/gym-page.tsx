import { Link } from 'react-router';
import { Activity, ArrowRight, CalendarCheck, Clock, Dumbbell, HeartPulse, LineChart, Salad } from 'lucide-react';
import { BODY_PARTS, muscleMapRoute, routeUrl } from '@thrive/contract';
import { IconCards, type IconCard } from '../../components/ui/icon-cards';
import { StatStrip, type Stat } from '../../components/ui/stat-strip';
import { TestimonialRotator, type Testimonial } from '../../components/ui/testimonial-rotator';
import { useDocumentTitle } from '../../lib/use-document-title';
import './gym-page.css';

/** The gym landing page's three figures. */
const STATS: Stat[] = [
  { value: '12k+', label: 'active members' },
  { value: '80+', label: 'trainers' },
  { value: '95%', label: 'success rate' },
];

/** Three areas of training, each with a link. */
const SPECIALISATIONS: IconCard[] = [
  {
    title: 'Strength training',
    text: 'Barbell, dumbbell, cable and body-weight lifts, each with the muscles it builds and how to do it well.',
    icon: Dumbbell,
    link: { to: '/exerciselist', label: 'Browse the exercises' },
  },
  {
    title: 'Cardio workouts',
    text: 'Bikes, rowers, rope work and jumps that lift your heart rate and your stamina, at a pace you choose.',
    icon: HeartPulse,
    link: { to: '/exerciselist?bodyPart=cardio', label: 'Find cardio exercises' },
  },
  {
    title: 'Diet and nutrition',
    text: 'Training works best with food that backs it up: plan meals that meet your calorie and protein targets.',
    icon: Salad,
    link: { to: '/meal-planner', label: 'Plan your meals' },
  },
];

/** Three information panels. */
const INFO_PANELS: IconCard[] = [
  {
    title: '24/7 access',
    text: 'The whole exercise library is open day and night, on your phone at the gym or at home.',
    icon: Clock,
  },
  {
    title: 'Personalized plans',
    text: 'Filter by the equipment you have and the level you are at, and keep your favourites for next time.',
    icon: CalendarCheck,
  },
  {
    title: 'Progress tracking',
    text: 'Your dashboard gathers your favourite exercises, your yoga practice and your meal plans in one place.',
    icon: LineChart,
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    text: 'Seeing which muscles light up made my leg day make sense. I stopped skipping hamstrings.',
    author: 'A member training three times a week',
  },
  {
    text: 'I only have dumbbells at home. The equipment filter found me more than enough to do.',
    author: 'A member who trains in the garage',
  },
  {
    text: 'The common mistake under each exercise fixed my deadlift before it hurt my back.',
    author: 'A member back under the bar after a break',
  },
  {
    text: 'I keep my routine as favourites and open it on my phone between sets.',
    author: 'A member who lifts before work',
  },
];

/** The body drawn on the hero: the big movers strong, their helpers light. */
const HERO_MAP = routeUrl(muscleMapRoute, {
  query: {
    primary: 'chest,lats,quadriceps,shoulders,abdominals',
    secondary: 'biceps,triceps,glutes,hamstrings,calves',
  },
});

export function GymPage() {
  useDocumentTitle('Gym');
  return (
    <div className="gym">
      <section className="gym-hero">
        <div className="container gym-hero__inner">
          <div className="gym-hero__text">
            <span className="eyebrow">Gym</span>
            <h1>Train with purpose</h1>
            <p className="gym-hero__lead">
              Hundreds of exercises, each with a map of the muscles it works, clear steps and the one mistake to avoid.
              Pick your equipment and your level, and build a session that fits.
            </p>
            <div className="gym-hero__actions">
              <Link to="/ExerciseList" className="btn btn-accent">
                Get Started <ArrowRight size={18} aria-hidden="true" />
              </Link>
              <Link to="/workouts" className="btn btn-ghost gym-hero__workouts">
                <CalendarCheck size={18} aria-hidden="true" /> Plan a workout
              </Link>
            </div>
          </div>
          <div className="gym-hero__map">
            <img
              src={HERO_MAP}
              alt="A muscle map, front and back, with the chest, back, shoulders, core and thighs highlighted."
              width={432}
              height={740}
              fetchPriority="high"
            />
          </div>
        </div>
      </section>

      <StatStrip items={STATS} label="Thrive gym in numbers" />

      <section className="container gym-section" aria-labelledby="gym-specialisations-heading">
        <h2 id="gym-specialisations-heading">What we specialise in</h2>
        <IconCards items={SPECIALISATIONS} />
      </section>

      <section className="gym-band" aria-labelledby="gym-info-heading">
        <div className="container">
          <h2 id="gym-info-heading">Built around your training</h2>
          <IconCards items={INFO_PANELS} tone="amber" />
        </div>
      </section>

      <section className="container gym-section" aria-labelledby="gym-body-parts-heading">
        <h2 id="gym-body-parts-heading">Train by body part</h2>
        <ul className="gym-body-parts">
          {BODY_PARTS.map((bodyPart) => (
            <li key={bodyPart}>
              <Link to={`/exerciselist?bodyPart=${encodeURIComponent(bodyPart)}`} className="pill gym-body-parts__link">
                <Activity size={16} aria-hidden="true" /> {bodyPart}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container gym-section" aria-labelledby="gym-voices-heading">
        <h2 id="gym-voices-heading" className="gym-section__centred">
          From our members
        </h2>
        <TestimonialRotator items={TESTIMONIALS} label="What members say" />
      </section>
    </div>
  );
}

export { GymPage as Component };
