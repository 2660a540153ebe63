import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import { BusinessColumn, BusinessLawStatus, BusinessRequirementStatus } from './business.enums.js';

export { BusinessColumn, BusinessLawStatus, BusinessRequirementStatus };

@ObjectType({ description: 'A law section for a business line, as the business module works it.' })
export class BusinessLaw {
  @Field(() => ID, { description: 'The business law (legacy BusinessLawId).' })
  id: string;
  @Field(() => ID, { description: 'The law.' })
  lawId: string;
  @Field(() => ID, { description: 'The law section.' })
  sectionId: string;
  @Field(() => ID, { description: "The section's level path." })
  lawDetailId: string;
  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;
  @Field(() => String, { description: 'The business line name.' })
  businessLineName: string;
  @Field(() => ID, { description: 'The regulator.' })
  regulatorId: string;
  @Field(() => String, { description: 'The regulator name.' })
  regulator: string;
  @Field(() => String, { description: 'Section number and name.' })
  section: string;
  @Field(() => String, { nullable: true, description: "The section's level 1 (title)." })
  level1: string | null;
  @Field(() => ID, { description: 'The business contact, who validates, maps, assesses and submits.' })
  businessUserId: string;
  @Field(() => String, { description: "The business contact's name." })
  businessUserName: string;
  @Field(() => String, { nullable: true, description: "The approver's name." })
  approverName: string | null;
  @Field(() => Int, {
    description: 'The step reached: 1 validate, 3 map artifacts, 4 assess, 5 approve, 7 done.',
  })
  tabIndex: number;
  @Field(() => BusinessLawStatus, { description: 'Where the law stands.' })
  status: BusinessLawStatus;
  @Field(() => Boolean, { description: 'The law changed since the business last worked it.' })
  isChangedLaw: boolean;
  @Field(() => BusinessColumn, { nullable: true, description: 'The dashboard column; null once approved.' })
  column: BusinessColumn | null;
  @Field(() => Boolean, { description: 'The signed-in user is the business contact.' })
  isBusinessContact: boolean;
  @Field(() => Boolean, { description: 'The signed-in user is the approver.' })
  isApprover: boolean;
  @Field(() => Boolean, {
    description:
      'The signed-in user may work on it: edit permission, and for changed-law and send-back laws the business contact.',
  })
  isEditable: boolean;
  @Field(() => Int, { description: 'Defined requirements of the section for the line.' })
  requirementCount: number;
  @Field(() => [String], { description: 'Company processes the law was validated for.' })
  lawProcesses: string[];
  @Field(() => String, { nullable: true, description: 'Why the law was declared not applicable.' })
  notApplicableComment: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Not applicable: true approved, null waiting for the approver.',
  })
  notApplicableApproved: boolean | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Who declared it not applicable (null: nobody); they cannot decide the declaration.',
  })
  notApplicableById: string | null;
  @Field(() => String, { description: 'Last change, ISO 8601.' })
  updatedAt: string;
  /** The client whose work the law is (not in the schema: the session's client decides what a user reaches). */
  clientId?: string | null;
}

@ObjectType({ description: 'A page of business laws.' })
export class BusinessLawPage extends PageOf(BusinessLaw) {}

@ObjectType({ description: 'How many laws a dashboard column holds.' })
export class BusinessColumnCount {
  @Field(() => BusinessColumn, { description: 'The column.' })
  column: BusinessColumn;
  @Field(() => String, { description: 'Its label.' })
  label: string;
  @Field(() => Int, { description: 'Laws in it (with the filters).' })
  count: number;
}

@ObjectType({ description: 'An id and a name, for a filter choice.' })
export class BusinessOption {
  @Field(() => ID, { description: 'The id.' })
  id: string;
  @Field(() => String, { description: 'The name.' })
  name: string;
}

@ObjectType({ description: 'The business dashboard: column counts and the filter choices.' })
export class BusinessDashboard {
  @Field(() => [BusinessColumnCount], { description: 'Every column with its count.' })
  counts: BusinessColumnCount[];
  @Field(() => [BusinessOption], { description: 'Business users of the laws shown.' })
  businessUsers: BusinessOption[];
  @Field(() => [BusinessOption], { description: "Company processes of the user's business lines." })
  lawProcesses: BusinessOption[];
  @Field(() => Boolean, { description: 'The user may edit on the business dashboard.' })
  canEdit: boolean;
  @Field(() => Boolean, { description: "The toggle: every law of the user's lines, not only theirs." })
  showAllLaws: boolean;
}

@ObjectType({ description: "A company process of the law's business line." })
export class BusinessProcess {
  @Field(() => ID, { description: 'The company process.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
  @Field(() => String, { description: 'The business process it belongs to.' })
  businessProcessName: string;
  @Field(() => Boolean, { description: 'Mapped to the section by the legal team.' })
  isMapped: boolean;
  @Field(() => Boolean, { description: 'Recommended: its standard process is mapped to the section.' })
  isRecommended: boolean;
  @Field(() => Boolean, {
    description: 'Chosen by the business when validating or declaring not applicable.',
  })
  isSelected: boolean;
}

@ObjectType({ description: 'A file attached to a question of an artifact.' })
export class QuestionFile {
  @Field(() => ID, { description: 'The file.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  fileName: string;
  @Field(() => Int, { description: 'Size in bytes.' })
  size: number;
  @Field(() => String, { description: 'When it was uploaded, ISO 8601.' })
  uploadedAt: string;
}

@ObjectType({ description: 'The answer to one question for one artifact.' })
export class BusinessAnswer {
  @Field(() => ID, { description: 'The question.' })
  questionId: string;
  @Field(() => String, { nullable: true, description: 'The answer; null when not answered.' })
  answer: string | null;
  @Field(() => [QuestionFile], { description: 'Files attached to this question.' })
  files: QuestionFile[];
}

@ObjectType({ description: 'An artifact (policy, procedure, system, control) a requirement is met by.' })
export class BusinessArtifact {
  @Field(() => ID, { description: 'The artifact.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
  @Field(() => String, { description: 'Its type.' })
  artifactType: string;
  @Field(() => [BusinessAnswer], { description: 'The assessment answers (assessment screens only).' })
  answers: BusinessAnswer[];
}

@ObjectType({ description: 'A requirement of a business law, with its artifacts and assessment state.' })
export class BusinessRequirement {
  @Field(() => ID, { description: 'The requirement.' })
  id: string;
  @Field(() => String, { description: 'Its number.' })
  requirementNumber: string;
  @Field(() => String, { description: 'Its text.' })
  requirement: string;
  @Field(() => BusinessRequirementStatus, { description: 'Its assessment status.' })
  status: BusinessRequirementStatus;
  @Field(() => Boolean, { description: 'Met by no artifact (a gap).' })
  noArtifact: boolean;
  @Field(() => Boolean, { description: 'Removed by the legal team after it was mapped.' })
  isDecommissioned: boolean;
  @Field(() => Boolean, { description: 'A gap: no artifact, or an artifact that does not fully meet it.' })
  isGap: boolean;
  @Field(() => String, { nullable: true, description: "The approver's comment." })
  approverComment: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Who submitted it for approval last (null: never); they cannot approve it or send it back.',
  })
  submittedById: string | null;
  @Field(() => String, { nullable: true, description: 'Target completion date of a gap, YYYY-MM-DD.' })
  targetCompletionDate: string | null;
  @Field(() => String, { nullable: true, description: 'Actual completion date, YYYY-MM-DD.' })
  actualCompletionDate: string | null;
  @Field(() => [BusinessArtifact], { description: 'Mapped artifacts.' })
  artifacts: BusinessArtifact[];
}

@ObjectType({ description: 'A question of the assessment, asked of every mapped artifact.' })
export class BusinessQuestion {
  @Field(() => ID, { description: 'The question.' })
  id: string;
  @Field(() => String, { description: 'Its text.' })
  question: string;
  @Field(() => String, { description: "Its type: 'Options', 'Comment', 'Calendar Field', 'Add attachment'." })
  questionType: string;
  @Field(() => [String], { description: 'The choices of an Options question.' })
  options: string[];
  @Field(() => Boolean, { description: 'Must be answered before submit.' })
  isRequired: boolean;
}

@ObjectType({ description: 'One business law with its requirements and the processes of its line.' })
export class BusinessLawDetail {
  @Field(() => BusinessLaw, { description: 'The law.' })
  law: BusinessLaw;
  @Field(() => [BusinessRequirement], { description: 'Its requirements.' })
  requirements: BusinessRequirement[];
  @Field(() => [BusinessProcess], { description: "Company processes of the law's line." })
  processes: BusinessProcess[];
  @Field(() => [BusinessArtifact], { description: "Artifacts of the law's line (mapping screen)." })
  artifacts: BusinessArtifact[];
  @Field(() => [BusinessQuestion], { description: 'The assessment questions (assessment screens).' })
  questions: BusinessQuestion[];
}

@ObjectType({ description: 'A gap requirement and its dates.' })
export class GapRequirement {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => ID, { description: 'The requirement.' })
  requirementId: string;
  @Field(() => String, { description: 'Requirement number.' })
  requirementNumber: string;
  @Field(() => String, { description: 'Requirement text.' })
  requirement: string;
  @Field(() => BusinessRequirementStatus, { description: 'Assessment status.' })
  status: BusinessRequirementStatus;
  @Field(() => Boolean, { description: 'Met by no artifact.' })
  noArtifact: boolean;
  @Field(() => String, { nullable: true, description: 'Target completion date.' })
  targetCompletionDate: string | null;
  @Field(() => String, { nullable: true, description: 'Actual completion date.' })
  actualCompletionDate: string | null;
  @Field(() => String, { description: 'Regulator.' })
  regulator: string;
  @Field(() => String, { description: 'Section.' })
  section: string;
  @Field(() => String, { description: 'Business line.' })
  businessLineName: string;
  @Field(() => Boolean, { description: 'The signed-in user is the business contact (may set the dates).' })
  isBusinessContact: boolean;
}

@ObjectType({ description: 'The result of asking for a question file.' })
export class QuestionFileDownloadPayload {
  @Field(() => DownloadTicket, { description: 'The download ticket of the file.' })
  download: DownloadTicket;
}

@ObjectType({ description: 'The dashboard toggle after a change.' })
export class BusinessTogglePayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => Boolean, { description: "Every law of the user's lines, not only theirs." })
  showAllLaws: boolean;
}

@ObjectType({ description: 'An earlier answer for the same artifact in another law of the line, to copy.' })
export class AssessmentCopyAnswer {
  @Field(() => ID, { description: 'The question.' })
  questionId: string;
  @Field(() => String, { description: 'The answer given there.' })
  answer: string;
  @Field(() => ID, { description: 'The business law it was given in.' })
  fromBusinessLawId: string;
}

@ObjectType({ description: 'The requirements of a law under assessment that match a filter.' })
export class AssessmentRequirementList {
  @Field(() => Int, { description: 'Requirements of the law, whatever the filter.' })
  totalCount: number;
  @Field(() => [BusinessRequirement], {
    description: "The matching requirements, in the law's order, with their artifacts' answers and files.",
  })
  items: BusinessRequirement[];
}
