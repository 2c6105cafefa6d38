import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES, type ExperienceDetail } from '@safari/contract';
import { ErrorList, FormAlert, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useUpdateExperience } from '../../api/save-experience';
import { editorProblems, editorSchema, previewDetail, toEditorValues } from '../../experience-form/editor-form';
import { ActivitiesSection } from './activities-section';
import { BasicsSection } from './basics-section';
import { DetailsSection } from './details-section';
import { ExperiencePhotos } from './experience-photos';
import { GroupSeasonSection } from './group-season-section';
import { InclusionsSection } from './inclusions-section';
import { ItinerarySection } from './itinerary-section';
import { PreviewPanel } from './preview-panel';
import { PublishPanel } from './publish-panel';
import { TipsPanel } from './tips-panel';

const PROBLEMS_ID = 'experience-problems';
const EDITOR_FORM_ID = 'experience-editor';

/** The whole editor over one loaded experience; sections read the form through its context. */
export function ExperienceEditor({ experience, onGalleryChanged }: { experience: ExperienceDetail; onGalleryChanged: () => void }) {
  const navigate = useNavigate();
  const save = useUpdateExperience(String(experience.id));
  const [previewing, setPreviewing] = useState(false);
  const form = useZodForm(editorSchema, { defaultValues: toEditorValues(experience) });
  const values = form.watch();
  const problems = editorProblems(form.formState.errors);

  const onSubmit = form.handleSubmit(
    async (body) => {
      save.reset();
      try {
        await save.mutateAsync(body);
        navigate(paths.agent.dashboard);
      } catch {
        // Shown below the form; nothing typed is lost.
      }
    },
    () => setPreviewing(false),
  );

  const togglePreview = () => {
    setPreviewing((p) => !p);
    // The panel's button sits at the end of the page on phones: show the start of what just changed.
    window.scrollTo({ top: 0 });
  };

  const status = (
    <div className="space-y-3">
      <ErrorList id={PROBLEMS_ID} errors={problems} />
      {save.isError && <FormAlert message={MESSAGES.experienceSaveFailed} />}
    </div>
  );

  // The gallery has its own upload form, and forms cannot nest: the editor's fields sit in two <form> elements around
  // it, both submitting the one react-hook-form state; the side panel's Save button names the second by id.
  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {previewing && <PreviewPanel experience={previewDetail(experience, values)} />}
          <div className={previewing ? 'hidden' : 'space-y-6'}>
            <form noValidate onSubmit={onSubmit} aria-label="Name and description">
              <BasicsSection errorId={PROBLEMS_ID} />
            </form>
            <ExperiencePhotos experienceId={experience.id} images={experience.images} onChanged={onGalleryChanged} />
            <form id={EDITOR_FORM_ID} noValidate onSubmit={onSubmit} aria-label="Experience details" className="space-y-6">
              <DetailsSection errorId={PROBLEMS_ID} />
              <ActivitiesSection />
              <ItinerarySection errorId={PROBLEMS_ID} />
              <InclusionsSection errorId={PROBLEMS_ID} />
              <GroupSeasonSection errorId={PROBLEMS_ID} />
            </form>
          </div>
          <div className="lg:hidden">{status}</div>
        </div>
        <div className="space-y-4 lg:sticky lg:top-6">
          <div className="hidden lg:block">{status}</div>
          <PublishPanel formId={EDITOR_FORM_ID} saving={form.formState.isSubmitting} previewing={previewing} onPreview={togglePreview} />
          <TipsPanel
            name={values.experience_name}
            description={values.description}
            activities={values.activities.length}
            itineraryDays={values.itinerary.length}
            hasPrice={values.price.trim() !== ''}
            images={experience.images.length}
            included={values.included.length}
          />
        </div>
      </div>
    </FormProvider>
  );
}
