import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, Flower2, PlayCircle, Timer } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { YOGA_MESSAGES, type PoseSearchHit, type Pose } from '@thrive/contract';
import { IconCards, type IconCard } from '../../components/ui/icon-cards';
import { LoadError } from '../../components/ui/load-error';
import { StatStrip, type Stat } from '../../components/ui/stat-strip';
import { TestimonialRotator, type Testimonial } from '../../components/ui/testimonial-rotator';
import { useDialogInAddress } from '../../lib/use-dialog-in-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePoses } from './api/get-poses';
import { poseQueryOptions } from './api/get-pose';
import { useSessions } from './api/get-sessions';
import { PoseFigure } from './components/pose-figure';
import { PoseLevel } from './components/pose-level';
import { PoseModal } from './components/pose-modal';
import { PoseSearch } from './components/pose-search';
import { usePracticeTimer } from './practice-timer-state';
import './yoga-page.css';

/** The landing page's three figures. */
const STATS: Stat[] = [
  { value: '150+', label: 'yoga sequences' },
  { value: '40k+', label: 'community members' },
  { value: '12+', label: 'expert instructors' },
];

const REASONS: IconCard[] = [
  {
    title: 'Every pose, clearly drawn',
    text: 'Forty-eight poses with their Sanskrit names, step-by-step cues and who should go gently.',
    icon: Flower2,
  },
  {
    title: 'Hold it with a timer',
    text: 'Set a hold, breathe, and let a soft chime tell you when to come out of the pose.',
    icon: Timer,
  },
  {
    title: 'Follow a guided session',
    text: 'From a ten-minute morning flow to a slow wind-down for sleep, one pose at a time.',
    icon: PlayCircle,
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    text: 'The morning flow is exactly ten minutes, so I actually do it before work.',
    author: 'A member who practises before breakfast',
  },
  {
    text: 'The cues tell me what to do with my hands and feet, which videos never quite did.',
    author: 'A beginner, three months in',
  },
  {
    text: 'Desk stretches between meetings have done more for my shoulders than any chair.',
    author: 'A member who works from home',
  },
  {
    text: 'I like that each pose says who should take it gently. It feels safe to try new ones.',
    author: 'A member returning after a knee injury',
  },
];

/** The figures drawn across the hero: a standing balance, a warrior and a half-moon. */
const HERO_POSE_IDS = [41, 45, 21];

export function YogaPage() {
  useDocumentTitle('Yoga');
  const timer = usePracticeTimer();
  const poses = usePoses();
  const dialog = useDialogInAddress<Pose>('pose', (id) => poses.data?.find((pose) => String(pose.id) === id));
  const sessions = useSessions();
  const heroPoses = HERO_POSE_IDS.flatMap((id) => poses.data?.find((candidate) => candidate.id === id) ?? []);

  const client = useQueryClient();
  const [openFailed, setOpenFailed] = useState<PoseSearchHit | null>(null);

  function show(next: Pose | null) {
    // Opening or closing a pose resets the timer.
    timer.reset();
    if (next) dialog.open(next);
    else dialog.close();
  }

  /** A suggestion names the pose; the whole pose usually came with the page already. */
  async function open(hit: PoseSearchHit) {
    setOpenFailed(null);
    try {
      show(
        poses.data?.find((candidate) => candidate.id === hit.id) ?? (await client.fetchQuery(poseQueryOptions(hit.id))),
      );
    } catch {
      setOpenFailed(hit);
    }
  }

  return (
    <div className="yoga">
      <section className="yoga-hero">
        <div className="container yoga-hero__inner">
          <span className="eyebrow">Yoga</span>
          <h1>Find your flow</h1>
          <p className="yoga-hero__lead">
            Search poses by name, Sanskrit or what they help with, learn each one with clear cues and a timer, or follow
            a guided session from the first breath to the last.
          </p>
          <PoseSearch onPick={(hit) => void open(hit)} />
          {openFailed ? (
            <LoadError
              message={`${YOGA_MESSAGES.poseFailed}: ${openFailed.englishName}.`}
              onRetry={() => void open(openFailed)}
            />
          ) : null}
          <ul className="yoga-hero__figures" aria-hidden="true">
            {heroPoses.map((heroPose) => (
              <li key={heroPose.id}>
                <PoseFigure pose={heroPose} alt="" loading="eager" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <StatStrip items={STATS} label="Thrive yoga in numbers" />

      <section className="container yoga-section" aria-labelledby="yoga-sessions-heading">
        <div className="yoga-section__head">
          <div>
            <h2 id="yoga-sessions-heading">Guided sessions</h2>
            <p>Press play and follow along: each pose is shown with its cues and a countdown.</p>
          </div>
        </div>
        {sessions.isPending ? (
          <p role="status">Loading sessions…</p>
        ) : sessions.isError ? (
          <LoadError message="The sessions could not be loaded." onRetry={() => void sessions.refetch()} />
        ) : (
          <ul className="session-cards">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="session-card card card--interactive">
                <img src={session.image} alt="" width={480} height={360} loading="lazy" />
                <div className="session-card__text">
                  <h3>
                    <Link to={`/yoga/session/${session.id}`} className="session-card__link stretched-link">
                      {session.title}
                    </Link>
                  </h3>
                  <p className="session-card__meta">
                    <span>
                      <Clock size={15} aria-hidden="true" /> {session.minutes} min
                    </span>
                    <PoseLevel level={session.level} />
                  </p>
                  <p className="session-card__focus">{session.focus}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="yoga-why" aria-labelledby="yoga-why-heading">
        <div className="container">
          <h2 id="yoga-why-heading">Practise your way</h2>
          <IconCards items={REASONS} />
        </div>
      </section>

      <section className="container yoga-section" aria-labelledby="yoga-voices-heading">
        <h2 id="yoga-voices-heading" className="yoga-section__centred">
          From our community
        </h2>
        <TestimonialRotator items={TESTIMONIALS} label="What members say" />
      </section>

      <section className="yoga-cta" aria-labelledby="yoga-cta-heading">
        <div className="container yoga-cta__inner">
          <div>
            <h2 id="yoga-cta-heading">Ready to explore every pose?</h2>
            <p>Browse the whole library by level and category, and keep your favourites close.</p>
          </div>
          <Link to="/YogaExercise" className="btn btn-accent">
            Start <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </section>

      <PoseModal pose={dialog.item} onClose={() => show(null)} timer={timer} />
    </div>
  );
}

export { YogaPage as Component };
