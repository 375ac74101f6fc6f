import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { localIsoDate } from '../../lib/local-date';
import { Link } from 'react-router';
import { Dumbbell, Flower2, LogIn } from 'lucide-react';
import { MEAL_PLAN_MESSAGES, type FavouriteExercise, type MealPlanType } from '@thrive/contract';
import { useAuth } from '../../lib/session';
import { useTargets } from '../../lib/targets/use-targets';
import { useDialogInAddress } from '../../lib/use-dialog-in-address';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMealPlanDates } from '../../lib/meal-plans/get-meal-plan-dates';
import { plansOnDateQueryOptions, useSavedPlan, type PlansOnDate } from '../../lib/meal-plans/get-plans-on-date';
import { coveredDates, planDayNumber } from '../../lib/meal-plans/plan-coverage';
import { useCaloriesEaten } from '../../lib/diary/diary-range';
import { useWorkoutsInRange } from '../../lib/workouts/workouts-api';
import { usePersonalRecords } from '../../lib/training/training-api';
import { useFavourites } from '../../lib/favourites/favourites-store';
import { addDays, formatLongDate, gridRange, monthOf, weekdayIndex, type CalendarMonth } from '../../lib/calendar';
import { greeting } from './greeting';
import { CaloriesCard } from './components/calories-card';
import { WeekIntakeCard, type IntakeDay } from './components/week-intake-card';
import { TrainingCard } from './components/training-card';
import { WorkoutsCard } from './components/workouts-card';
import { WeighInCard } from './components/weigh-in-card';
import type { DayMark } from './components/plan-calendar';
import { FavouritesCard } from './components/favourites-card';
import { PlanCalendar } from './components/plan-calendar';
import { PlanPanel } from './components/plan-panel';
import { PracticeCard } from './components/practice-card';
import { LoadError } from '../../components/ui/load-error';
import { ExerciseModal } from '../../components/exercises/exercise-modal';
import './dashboard-page.css';

const earliest = (...dates: string[]) => dates.reduce((a, b) => (a < b ? a : b));
const latest = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/** A date's planned calories: its custom plan's day, else its AI plan's. */
function plannedCalories(plans: PlansOnDate | undefined, date: string): number | undefined {
  const plan = plans?.custom ?? plans?.ai;
  return plan?.meals.find((day) => day.dayNumber === planDayNumber(plan, date))?.calories;
}

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, isPending } = useAuth();
  const [hour] = useState(() => new Date().getHours());

  return (
    <div className="page dashboard">
      <div className="container">
        <header className="page-header dashboard__header">
          <span className="eyebrow">Your space</span>
          <h1>Dashboard</h1>
          {user || isPending ? (
            // While the session is asked for, the line keeps its place unseen, so nothing below it moves.
            <p className="dashboard__greeting" data-pending={isPending}>
              {greeting(hour)}, {user ? user.name.trim() || user.email : 'friend'}.
            </p>
          ) : null}
          {/* Prerendered for everyone: the page's largest text is there before the session request responds. */}
          <p>Pick a day to see its meal plans and tick off what you ate.</p>
        </header>
        {isPending ? (
          <p className="plan-state" role="status" aria-busy="true">
            Loading your dashboard…
          </p>
        ) : user ? (
          <SignedInDashboard userId={user.id} />
        ) : (
          <section className="card dashboard-login" aria-labelledby="dashboard-login-title">
            <span className="dashboard-login__icon" aria-hidden="true">
              <LogIn size={28} />
            </span>
            <p id="dashboard-login-title" className="dashboard-login__title">
              {MEAL_PLAN_MESSAGES.loginForDashboard}
            </p>
            <p className="dashboard-login__text">
              Use <strong>Get Started / Sign-Up</strong> at the top of the page to sign in or create a free account.
              Your saved meal plans, the meals you tick off and your favourite poses and exercises will be here.
            </p>
            <div className="dashboard-login__links">
              <Link to="/aimeal" className="btn btn-secondary">
                Try the AI meal plan
              </Link>
              <Link to="/yogaexercise" className="btn btn-ghost">
                Explore yoga poses
              </Link>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

function SignedInDashboard({ userId }: { userId: string }) {
  const [today] = useState(() => localIsoDate());
  const [date, setDate] = useState(today);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today));
  const [editing, setEditing] = useState<MealPlanType | null>(null);
  const { resolved, ready } = useTargets();
  const poses = useFavourites('poses').map((pose) => ({ id: String(pose.id), name: pose.englishName }));
  const favouriteExercises = useFavourites('exercises');
  const exercises = favouriteExercises.map(({ id, name }) => ({ id, name }));
  const exerciseDialog = useDialogInAddress<FavouriteExercise>('exercise', (id) =>
    favouriteExercises.find((exercise) => exercise.id === id),
  );

  const range = gridRange(month);
  const dates = useMealPlanDates(range.from, range.to);
  const custom = useSavedPlan('custom', date);
  const ai = useSavedPlan('ai', date);

  const monday = addDays(today, -weekdayIndex(today));
  const monthWorkouts = useWorkoutsInRange(range.from, range.to);
  const dayWorkouts = useWorkoutsInRange(date, date);
  const weekWorkouts = useWorkoutsInRange(monday, addDays(monday, 6));
  // Only asked for once the date shows a workout: most days show none.
  const records = usePersonalRecords(Boolean(dayWorkouts.data?.length));

  const marks = new Map<string, Set<DayMark>>(coveredDates(dates.data?.plans ?? []));
  for (const workout of monthWorkouts.data ?? []) {
    marks.set(workout.date, new Set([...(marks.get(workout.date) ?? []), 'workout']));
  }

  // The picked date's week, Monday to Sunday: each day's plan and what the diary logged.
  const weekStart = addDays(date, -weekdayIndex(date));
  const weekDates = Array.from({ length: 7 }, (_, day) => addDays(weekStart, day));
  const weekPlans = useQueries({ queries: weekDates.map((day) => plansOnDateQueryOptions(day)) });

  const charted = custom.data
    ? { name: 'custom meal plan', start: custom.data.date, days: custom.data.meals }
    : ai.data
      ? { name: 'AI meal plan', start: ai.data.date, days: ai.data.meals }
      : null;
  // What the diary logged over the month shown, the picked week and the charted plan, in one request.
  const chartedEnd = charted
    ? addDays(charted.start, Math.max(0, ...charted.days.map((day) => day.dayNumber - 1)))
    : date;
  const eaten = useCaloriesEaten(
    earliest(range.from, weekStart, charted?.start ?? date),
    latest(range.to, addDays(weekStart, 6), chartedEnd),
  );
  const intake: IntakeDay[] = weekDates.map((day, index) => ({
    date: day,
    planned: plannedCalories(weekPlans[index]?.data, day),
    eaten: eaten.data?.get(day),
  }));

  return (
    <div className="dashboard__layout">
      <section className="card dashboard-card dashboard__calendar" aria-labelledby="dashboard-calendar-title">
        <h2 id="dashboard-calendar-title" className="dashboard-card__title">
          Pick a date
        </h2>
        <PlanCalendar
          selected={date}
          onSelect={setDate}
          month={month}
          onMonthChange={setMonth}
          today={today}
          marks={marks}
          busy={dates.isFetching}
          lockedReason={editing ? 'Save or cancel your changes to pick another date.' : undefined}
        />
        {dates.isError ? (
          <LoadError message="The dates that hold plans could not be marked." onRetry={() => void dates.refetch()} />
        ) : null}
      </section>

      <div className="dashboard__main">
        <p className="dashboard__date" aria-live="polite">
          Plans for <strong>{formatLongDate(date)}</strong>
          {date === today ? ' (today)' : ''}
        </p>
        {/* A new date is a fresh start: days closed, nothing half-edited. */}
        <PlanPanel
          key={`custom:${date}`}
          type="custom"
          date={date}
          editLocked={editing === 'ai'}
          onEditingChange={(on) => setEditing(on ? 'custom' : null)}
        />
        <PlanPanel
          key={`ai:${date}`}
          type="ai"
          date={date}
          editLocked={editing === 'custom'}
          onEditingChange={(on) => setEditing(on ? 'ai' : null)}
        />
        <WeighInCard userId={userId} units={resolved.units} unitsKnown={ready} today={today} />
        <WorkoutsCard
          workouts={dayWorkouts.data}
          records={records.data}
          loading={dayWorkouts.isPending}
          failed={dayWorkouts.isError}
          onRetry={() => void dayWorkouts.refetch()}
        />
        <div className="dashboard__charts">
          <WeekIntakeCard
            days={intake}
            target={resolved.calories}
            date={date}
            loading={eaten.isPending || weekPlans.some((query) => query.isPending)}
          />
          <CaloriesCard
            plan={charted}
            eaten={eaten.data}
            target={resolved.calories}
            ownTarget={resolved.caloriesChosen}
            loading={custom.isPending || (!custom.data && ai.isPending)}
          />
          <TrainingCard
            workouts={weekWorkouts.data}
            loading={weekWorkouts.isPending}
            failed={weekWorkouts.isError}
            onRetry={() => void weekWorkouts.refetch()}
          />
        </div>
      </div>

      <div className="dashboard__favourites">
        <PracticeCard monday={monday} today={today} />
        <FavouritesCard
          title="Favourite yoga poses"
          icon={Flower2}
          favourites={poses}
          itemHref={(pose) => `/pose/${encodeURIComponent(pose.id)}`}
          browse={{ to: '/yogaexercise', label: 'Explore yoga poses' }}
          emptyText="No favourite poses yet. Tap the heart on a pose to keep it here."
        />
        <FavouritesCard
          title="Favourite exercises"
          icon={Dumbbell}
          favourites={exercises}
          onOpen={(favourite) => {
            const exercise = favouriteExercises.find((candidate) => candidate.id === favourite.id);
            if (exercise) exerciseDialog.open(exercise);
          }}
          browse={{ to: '/exerciselist', label: 'Browse exercises' }}
          emptyText="No favourite exercises yet. Tap the heart on an exercise to keep it here."
        />
        <ExerciseModal exercise={exerciseDialog.item} onClose={exerciseDialog.close} />
      </div>
    </div>
  );
}

export { DashboardPage as Component };
