import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DIARY_MEALS, diaryMealOfRow, type DiaryEntry, type DiaryMeal, type MealPlanType } from '@thrive/contract';
import { LoadError } from '../../components/ui/load-error';
import { SignInCard } from '../../components/ui/sign-in-card';
import { ToastProvider, useToast } from '../../components/ui/toast';
import { addDays, formatLongDate, isIsoDate } from '../../lib/calendar';
import { localIsoDate } from '../../lib/local-date';
import { plansOnDateQueryOptions, type PlansOnDate } from '../../lib/meal-plans/get-plans-on-date';
import { planDayNumber } from '../../lib/meal-plans/plan-coverage';
import { useAuth } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { entryAsNew, useAddEntry, useCopyDay, useDeleteEntry, useDiaryDay, useLogPlan } from './api/diary-api';
import { AddFoodDialog } from './components/add-food-dialog';
import { DaySummary } from './components/day-summary';
import { EditEntryDialog } from './components/edit-entry-dialog';
import { MealSection } from './components/meal-section';
import { MicronutrientPanel } from './components/micronutrient-panel';
import { MEAL_NAMES } from './diary-text';
import './diary-page.css';

/**
 * /diary (docs/product.md, "Food diary"): what was eaten on a date, meal by meal, against the targets. The date
 * is in the address (`?date=`), so a reload or Back shows the same day.
 */
export function DiaryPage() {
  useDocumentTitle('Food diary');
  const { user, isPending } = useAuth();
  const [params, setParams] = useSearchParams();
  const today = localIsoDate();
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) ? asked : today;
  const show = (next: string) => setParams(next === today ? {} : { date: next });

  return (
    <div className="page diary">
      <div className="container">
        <header className="page-header diary__header">
          <span className="eyebrow">Food diary</span>
          <h1>{date === today ? 'Today' : formatLongDate(date)}</h1>
          <p>Log what you ate, and see it against your targets.</p>
        </header>
        {isPending ? (
          <p role="status" aria-busy="true">
            Loading your diary…
          </p>
        ) : user ? (
          <ToastProvider>
            <DateBar date={date} today={today} onShow={show} />
            <DiaryDayView date={date} />
          </ToastProvider>
        ) : (
          <SignInCard title="Sign in to keep a food diary.">
            Your diary is kept with your account, so it is there on every device.
          </SignInCard>
        )}
      </div>
    </div>
  );
}

function DateBar({ date, today, onShow }: { date: string; today: string; onShow: (date: string) => void }) {
  return (
    <nav className="diary-dates" aria-label="Choose a day">
      <button type="button" className="icon-button" aria-label="Previous day" onClick={() => onShow(addDays(date, -1))}>
        <ChevronLeft aria-hidden="true" />
      </button>
      <label className="diary-dates__pick">
        <span className="visually-hidden">Date</span>
        <input
          className="input"
          type="date"
          value={date}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) onShow(event.target.value);
          }}
        />
      </label>
      <button type="button" className="icon-button" aria-label="Next day" onClick={() => onShow(addDays(date, 1))}>
        <ChevronRight aria-hidden="true" />
      </button>
      {date === today ? null : (
        <button type="button" className="btn btn-ghost" onClick={() => onShow(today)}>
          Today
        </button>
      )}
    </nav>
  );
}

/** Which plan types have something planned for each meal on the date. */
function plannedMeals(plans: PlansOnDate | undefined, date: string): Record<DiaryMeal, MealPlanType[]> {
  const planned: Record<DiaryMeal, MealPlanType[]> = { breakfast: [], lunch: [], dinner: [], snacks: [] };
  for (const type of ['custom', 'ai'] as const) {
    const plan = plans?.[type];
    const day = plan?.meals.find((candidate) => candidate.dayNumber === planDayNumber(plan, date));
    for (const row of day?.rows ?? []) {
      const meal = diaryMealOfRow(row.label);
      if (row.items.length > 0 && !planned[meal].includes(type)) planned[meal].push(type);
    }
  }
  return planned;
}

function DiaryDayView({ date }: { date: string }) {
  const day = useDiaryDay(date);
  const plans = useQuery(plansOnDateQueryOptions(date));
  const add = useAddEntry(date);
  const remove = useDeleteEntry(date);
  const logPlan = useLogPlan(date);
  const toast = useToast();
  const [adding, setAdding] = useState<DiaryMeal | null>(null);
  const [editing, setEditing] = useState<DiaryEntry | null>(null);

  if (day.isError) return <LoadError message={day.error.message} onRetry={() => void day.refetch()} />;
  if (!day.data) {
    return (
      <p role="status" aria-busy="true">
        Loading the day…
      </p>
    );
  }
  const planned = plannedMeals(plans.data, date);

  const deleteEntry = (entry: DiaryEntry) =>
    remove.mutate(entry.id, {
      onSuccess: (deleted) =>
        toast(`Removed ${deleted.name}.`, {
          label: 'Undo',
          altText: `Add ${deleted.name} back with Add food`,
          onAction: () => add.mutate(entryAsNew(deleted)),
        }),
      onError: (error) => toast(error.message),
    });

  const atePlanned = (meal: DiaryMeal, type: MealPlanType) => {
    const before = day.data.entries.length;
    logPlan.mutate(
      { type, meal },
      {
        onSuccess: (next) => {
          const added = next.entries.length - before;
          toast(
            added > 0 ? `Logged ${MEAL_NAMES[meal].toLowerCase()} as planned.` : 'That meal is already in your diary.',
          );
        },
        onError: (error) => toast(error.message),
      },
    );
  };

  return (
    <div className="diary-day">
      <div className="diary-day__meals">
        {DIARY_MEALS.map((meal) => (
          <MealSection
            key={meal}
            meal={meal}
            entries={day.data.entries.filter((entry) => entry.meal === meal)}
            planned={planned[meal]}
            busy={logPlan.isPending}
            onAdd={() => setAdding(meal)}
            onAtePlanned={(type) => atePlanned(meal, type)}
            onEdit={setEditing}
            onDelete={deleteEntry}
          />
        ))}
        <CopyDay date={date} entries={day.data.entries.length} />
      </div>
      <div className="diary-day__totals">
        <DaySummary day={day.data} />
        <MicronutrientPanel day={day.data} />
      </div>
      <AddFoodDialog date={date} meal={adding} onClose={() => setAdding(null)} />
      <EditEntryDialog date={date} entry={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/** Copies another day's entries into this one: yesterday's unless another day is chosen. */
function CopyDay({ date, entries }: { date: string; entries: number }) {
  const [from, setFrom] = useState(() => addDays(date, -1));
  const copy = useCopyDay(date);
  const toast = useToast();
  return (
    <form
      className="card diary-copy"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isIsoDate(from) || from === date) return toast('Choose another day to copy from.');
        copy.mutate(from, {
          onSuccess: (day) =>
            toast(
              day.entries.length > entries
                ? `Copied ${formatLongDate(from)}.`
                : `${formatLongDate(from)} has nothing logged.`,
            ),
          onError: (error) => toast(error.message),
        });
      }}
    >
      <label className="field">
        <span>
          {entries === 0 ? 'Eat the same as another day? Copy from' : 'Copy another day’s entries here, from'}
        </span>
        <input className="input" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <button type="submit" className="btn btn-secondary" disabled={copy.isPending}>
        {copy.isPending ? 'Copying…' : 'Copy day'}
      </button>
    </form>
  );
}

export { DiaryPage as Component };
