import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dumbbell, Flower2, Pause, Play, Sparkles, type LucideIcon } from 'lucide-react';
import { prefersReducedMotion } from '../../../lib/reduced-motion';
import './hero-carousel.css';

/** Three slides, a new one every 5 s, each fading in over 0.5 s in CSS (docs/product.md, "Home"). */
export const SLIDE_INTERVAL_MS = 5000;

interface Slide {
  title: string;
  text: string;
  to: string;
  cta: string;
  icon: LucideIcon;
  tone: string;
}

const SLIDES: Slide[] = [
  {
    title: 'Workouts that fit your week',
    text: 'Strength, cardio and mobility sessions with clear instructions for every exercise.',
    to: '/Gym',
    cta: 'Explore workouts',
    icon: Dumbbell,
    tone: 'gym',
  },
  {
    title: 'A week of meals, planned for you',
    text: 'Tell us your calories and diet; we balance every day of the week to match them.',
    to: '/AIMeal',
    cta: 'Get my meal plan',
    icon: Sparkles,
    tone: 'meals',
  },
  {
    title: 'Breathe, stretch, reset',
    text: 'Yoga poses with their Sanskrit names, a practice timer and gentle guidance.',
    to: '/Yoga',
    cta: 'Start practising',
    icon: Flower2,
    tone: 'yoga',
  },
];

/** Rotates while nobody is reading it: hovering or focusing pauses it, and reduced motion keeps it still. */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const rotating = !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map(({ title, text, to, cta, icon: Icon, tone }, index) => (
          <div
            key={to}
            className="hero-carousel__slide"
            data-tone={tone}
            data-active={index === active}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}`}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            <span className="hero-carousel__art" aria-hidden="true">
              <Icon size={64} strokeWidth={1.5} />
            </span>
            <h2>{title}</h2>
            <p>{text}</p>
            <Link to={to} className="btn btn-accent">
              {cta}
            </Link>
          </div>
        ))}
      </div>
      <div className="hero-carousel__controls">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.to}
            type="button"
            className="hero-carousel__dot"
            aria-label={`Show slide ${index + 1}: ${slide.title}`}
            aria-current={index === active}
            onClick={() => setActive(index)}
          />
        ))}
        <button
          type="button"
          className="hero-carousel__toggle"
          aria-label={stopped ? 'Play slides' : 'Pause slides'}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}
