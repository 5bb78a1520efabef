export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      application_documents: {
        Row: {
          application_id: string
          document_id: string
        }
        Insert: {
          application_id: string
          document_id: string
        }
        Update: {
          application_id?: string
          document_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "application_documents_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "application_documents_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "submission_documents"
            referencedColumns: ["id"]
          },
        ]
      }
      application_messages: {
        Row: {
          id: string
          application_id: string
          stage: string
          recipient: string
          subject: string
          body: string
          sent_by: string | null
          created_at: string
          claimed_at: string | null
          sent_at: string | null
        }
        Insert: {
          id?: string
          application_id: string
          stage: string
          recipient: string
          subject: string
          body: string
          sent_by?: string | null
          created_at?: string
          claimed_at?: string | null
          sent_at?: string | null
        }
        Update: {
          id?: string
          application_id?: string
          stage?: string
          recipient?: string
          subject?: string
          body?: string
          sent_by?: string | null
          created_at?: string
          claimed_at?: string | null
          sent_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "application_messages_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
        ]
      }
      application_stage_history: {
        Row: {
          id: string
          application_id: string
          from_status: string | null
          to_status: string
          actor_id: string | null
          reason: string | null
          created_at: string
        }
        Insert: {
          id?: string
          application_id: string
          from_status?: string | null
          to_status: string
          actor_id?: string | null
          reason?: string | null
          created_at?: string
        }
        Update: {
          id?: string
          application_id?: string
          from_status?: string | null
          to_status?: string
          actor_id?: string | null
          reason?: string | null
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "application_stage_history_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
        ]
      }
      applications: {
        Row: {
          id: string
          job_id: string
          candidate_id: string
          status: string
          source: string
          applied_by_company_id: string | null
          applied_by_vendor_id: string | null
          applied_by_user_id: string | null
          applied_at: string
          created_at: string
          updated_at: string
          company_id: string | null
          status_changed_at: string
          person_id: string | null
          merged_into_id: string | null
          source_label: string | null
          pitch_note: string | null
          credited_vendor_id: string | null
        }
        Insert: {
          id?: string
          job_id: string
          candidate_id: string
          status?: string
          source?: string
          applied_by_company_id?: string | null
          applied_by_vendor_id?: string | null
          applied_by_user_id?: string | null
          applied_at?: string
          created_at?: string
          updated_at?: string
          company_id?: string | null
          status_changed_at?: string
          person_id?: string | null
          merged_into_id?: string | null
          source_label?: string | null
          pitch_note?: string | null
          credited_vendor_id?: string | null
        }
        Update: {
          id?: string
          job_id?: string
          candidate_id?: string
          status?: string
          source?: string
          applied_by_company_id?: string | null
          applied_by_vendor_id?: string | null
          applied_by_user_id?: string | null
          applied_at?: string
          created_at?: string
          updated_at?: string
          company_id?: string | null
          status_changed_at?: string
          person_id?: string | null
          merged_into_id?: string | null
          source_label?: string | null
          pitch_note?: string | null
          credited_vendor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "applications_applied_by_company_id_fkey"
            columns: ["applied_by_company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_applied_by_vendor_id_fkey"
            columns: ["applied_by_vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: false
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_credited_vendor_id_fkey"
            columns: ["credited_vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_merged_into_id_fkey"
            columns: ["merged_into_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
        ]
      }
      candidate_assignments: {
        Row: {
          id: string
          candidate_id: string
          assigned_to_user_id: string
          assigned_by_user_id: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          candidate_id: string
          assigned_to_user_id: string
          assigned_by_user_id?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          candidate_id?: string
          assigned_to_user_id?: string
          assigned_by_user_id?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "candidate_assignments_assigned_to_user_id_fkey"
            columns: ["assigned_to_user_id"]
            isOneToOne: false
            referencedRelation: "company_users"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "candidate_assignments_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: true
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
        ]
      }
      candidate_ownerships: {
        Row: {
          id: string
          company_id: string
          person_id: string
          vendor_id: string
          application_id: string | null
          starts_at: string
        }
        Insert: {
          id?: string
          company_id: string
          person_id: string
          vendor_id: string
          application_id?: string | null
          starts_at?: string
        }
        Update: {
          id?: string
          company_id?: string
          person_id?: string
          vendor_id?: string
          application_id?: string | null
          starts_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "candidate_ownerships_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "candidate_ownerships_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "candidate_ownerships_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      candidate_preferences: {
        Row: {
          candidate_id: string
          desired_titles: string[]
          locations: string[]
          work_arrangement: string
          job_types: string[]
          minimum_salary: number | null
          experience_level: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          candidate_id: string
          desired_titles?: string[]
          locations?: string[]
          work_arrangement?: string
          job_types?: string[]
          minimum_salary?: number | null
          experience_level?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          candidate_id?: string
          desired_titles?: string[]
          locations?: string[]
          work_arrangement?: string
          job_types?: string[]
          minimum_salary?: number | null
          experience_level?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "candidate_preferences_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: true
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
        ]
      }
      candidates: {
        Row: {
          id: string
          user_id: string | null
          first_name: string
          last_name: string
          title: string | null
          email: string | null
          phone: string | null
          alternate_phone: string | null
          street: string | null
          unit: string | null
          city: string | null
          state: string | null
          zip_code: string | null
          country: string | null
          work_authorization: string | null
          experience_years: number | null
          gender: string | null
          bio: string | null
          skills: string[]
          portfolio_url: string | null
          github_url: string | null
          linkedin_url: string | null
          resume_url: string | null
          cover_letter_url: string | null
          certificates: string[]
          managing_company_id: string | null
          is_managed_by_company: boolean
          created_by_vendor_id: string | null
          created_by_user_id: string | null
          created_at: string
          updated_at: string
          search_text: string | null
          anonymised_at: string | null
          email_normalized: string | null
          phone_e164: string | null
          linkedin_normalized: string | null
          person_id: string
        }
        Insert: {
          id?: string
          user_id?: string | null
          first_name?: string
          last_name?: string
          title?: string | null
          email?: string | null
          phone?: string | null
          alternate_phone?: string | null
          street?: string | null
          unit?: string | null
          city?: string | null
          state?: string | null
          zip_code?: string | null
          country?: string | null
          work_authorization?: string | null
          experience_years?: number | null
          gender?: string | null
          bio?: string | null
          skills?: string[]
          portfolio_url?: string | null
          github_url?: string | null
          linkedin_url?: string | null
          resume_url?: string | null
          cover_letter_url?: string | null
          certificates?: string[]
          managing_company_id?: string | null
          is_managed_by_company?: boolean
          created_by_vendor_id?: string | null
          created_by_user_id?: string | null
          created_at?: string
          updated_at?: string
          search_text?: never
          anonymised_at?: string | null
          email_normalized?: never
          phone_e164?: never
          linkedin_normalized?: never
          person_id?: string
        }
        Update: {
          id?: string
          user_id?: string | null
          first_name?: string
          last_name?: string
          title?: string | null
          email?: string | null
          phone?: string | null
          alternate_phone?: string | null
          street?: string | null
          unit?: string | null
          city?: string | null
          state?: string | null
          zip_code?: string | null
          country?: string | null
          work_authorization?: string | null
          experience_years?: number | null
          gender?: string | null
          bio?: string | null
          skills?: string[]
          portfolio_url?: string | null
          github_url?: string | null
          linkedin_url?: string | null
          resume_url?: string | null
          cover_letter_url?: string | null
          certificates?: string[]
          managing_company_id?: string | null
          is_managed_by_company?: boolean
          created_by_vendor_id?: string | null
          created_by_user_id?: string | null
          created_at?: string
          updated_at?: string
          search_text?: never
          anonymised_at?: string | null
          email_normalized?: never
          phone_e164?: never
          linkedin_normalized?: never
          person_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "candidates_created_by_vendor_id_fkey"
            columns: ["created_by_vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "candidates_managing_company_id_fkey"
            columns: ["managing_company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      companies: {
        Row: {
          id: string
          user_id: string | null
          name: string
          dba_name: string | null
          industry: string | null
          company_size: string | null
          location: string | null
          website: string | null
          description: string | null
          logo_url: string | null
          linkedin_url: string | null
          twitter_url: string | null
          facebook_url: string | null
          instagram_url: string | null
          is_approved: boolean
          approved_at: string | null
          primary_contact_name: string | null
          primary_contact_email: string | null
          primary_contact_phone: string | null
          primary_contact_alt_email: string | null
          primary_contact_alt_phone: string | null
          secondary_contact_name: string | null
          secondary_contact_email: string | null
          secondary_contact_phone: string | null
          secondary_contact_alt_email: string | null
          secondary_contact_alt_phone: string | null
          reg_street: string | null
          reg_unit: string | null
          reg_city: string | null
          reg_state: string | null
          reg_zip_code: string | null
          reg_country: string | null
          same_as_registered: boolean
          op_street: string | null
          op_unit: string | null
          op_city: string | null
          op_state: string | null
          op_zip_code: string | null
          op_country: string | null
          tax_id: string | null
          ein_document_url: string | null
          tax_document_url: string | null
          created_at: string
          updated_at: string
          slug: string
          registered_at: string | null
          candidate_retention_months: number
        }
        Insert: {
          id?: string
          user_id?: string | null
          name: string
          dba_name?: string | null
          industry?: string | null
          company_size?: string | null
          location?: string | null
          website?: string | null
          description?: string | null
          logo_url?: string | null
          linkedin_url?: string | null
          twitter_url?: string | null
          facebook_url?: string | null
          instagram_url?: string | null
          is_approved?: boolean
          approved_at?: string | null
          primary_contact_name?: string | null
          primary_contact_email?: string | null
          primary_contact_phone?: string | null
          primary_contact_alt_email?: string | null
          primary_contact_alt_phone?: string | null
          secondary_contact_name?: string | null
          secondary_contact_email?: string | null
          secondary_contact_phone?: string | null
          secondary_contact_alt_email?: string | null
          secondary_contact_alt_phone?: string | null
          reg_street?: string | null
          reg_unit?: string | null
          reg_city?: string | null
          reg_state?: string | null
          reg_zip_code?: string | null
          reg_country?: string | null
          same_as_registered?: boolean
          op_street?: string | null
          op_unit?: string | null
          op_city?: string | null
          op_state?: string | null
          op_zip_code?: string | null
          op_country?: string | null
          tax_id?: string | null
          ein_document_url?: string | null
          tax_document_url?: string | null
          created_at?: string
          updated_at?: string
          slug: string
          registered_at?: string | null
          candidate_retention_months?: number
        }
        Update: {
          id?: string
          user_id?: string | null
          name?: string
          dba_name?: string | null
          industry?: string | null
          company_size?: string | null
          location?: string | null
          website?: string | null
          description?: string | null
          logo_url?: string | null
          linkedin_url?: string | null
          twitter_url?: string | null
          facebook_url?: string | null
          instagram_url?: string | null
          is_approved?: boolean
          approved_at?: string | null
          primary_contact_name?: string | null
          primary_contact_email?: string | null
          primary_contact_phone?: string | null
          primary_contact_alt_email?: string | null
          primary_contact_alt_phone?: string | null
          secondary_contact_name?: string | null
          secondary_contact_email?: string | null
          secondary_contact_phone?: string | null
          secondary_contact_alt_email?: string | null
          secondary_contact_alt_phone?: string | null
          reg_street?: string | null
          reg_unit?: string | null
          reg_city?: string | null
          reg_state?: string | null
          reg_zip_code?: string | null
          reg_country?: string | null
          same_as_registered?: boolean
          op_street?: string | null
          op_unit?: string | null
          op_city?: string | null
          op_state?: string | null
          op_zip_code?: string | null
          op_country?: string | null
          tax_id?: string | null
          ein_document_url?: string | null
          tax_document_url?: string | null
          created_at?: string
          updated_at?: string
          slug?: string
          registered_at?: string | null
          candidate_retention_months?: number
        }
        Relationships: []
      }
      company_pipeline_settings: {
        Row: {
          company_id: string
          rejection_reasons: string[]
          updated_at: string
          vendor_tier2_delay: string
          vendor_tier3_delay: string
          ownership_window_months: number
          confirm_vendor_submissions: boolean
          vendor_visible_stages: string[] | null
        }
        Insert: {
          company_id: string
          rejection_reasons: string[]
          updated_at?: string
          vendor_tier2_delay?: string
          vendor_tier3_delay?: string
          ownership_window_months?: number
          confirm_vendor_submissions?: boolean
          vendor_visible_stages?: string[] | null
        }
        Update: {
          company_id?: string
          rejection_reasons?: string[]
          updated_at?: string
          vendor_tier2_delay?: string
          vendor_tier3_delay?: string
          ownership_window_months?: number
          confirm_vendor_submissions?: boolean
          vendor_visible_stages?: string[] | null
        }
        Relationships: [
          {
            foreignKeyName: "company_pipeline_settings_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: true
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      company_relationships: {
        Row: {
          id: string
          company_a_id: string
          company_b_id: string
          can_share_jobs: boolean
          can_share_candidates: boolean
          created_by: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          company_a_id: string
          company_b_id: string
          can_share_jobs?: boolean
          can_share_candidates?: boolean
          created_by?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          company_a_id?: string
          company_b_id?: string
          can_share_jobs?: boolean
          can_share_candidates?: boolean
          created_by?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "company_relationships_company_a_id_fkey"
            columns: ["company_a_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "company_relationships_company_b_id_fkey"
            columns: ["company_b_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      company_subscriptions: {
        Row: {
          id: string
          company_id: string
          tier: string
          status: string
          expires_at: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          company_id: string
          tier?: string
          status?: string
          expires_at?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          company_id?: string
          tier?: string
          status?: string
          expires_at?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "company_subscriptions_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: true
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      company_users: {
        Row: {
          id: string
          user_id: string
          company_id: string
          first_name: string
          last_name: string
          email: string | null
          phone: string | null
          role: string
          manager_id: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          user_id: string
          company_id: string
          first_name?: string
          last_name?: string
          email?: string | null
          phone?: string | null
          role: string
          manager_id?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          user_id?: string
          company_id?: string
          first_name?: string
          last_name?: string
          email?: string | null
          phone?: string | null
          role?: string
          manager_id?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "company_users_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "company_users_manager_id_fkey"
            columns: ["manager_id"]
            isOneToOne: false
            referencedRelation: "company_users"
            referencedColumns: ["user_id"]
          },
        ]
      }
      consents: {
        Row: {
          id: string
          user_id: string
          document: string
          version: string
          accepted_at: string
        }
        Insert: {
          id?: string
          user_id: string
          document: string
          version: string
          accepted_at?: string
        }
        Update: {
          id?: string
          user_id?: string
          document?: string
          version?: string
          accepted_at?: string
        }
        Relationships: []
      }
      interviews: {
        Row: {
          id: string
          application_id: string
          company_id: string
          candidate_id: string
          scheduled_by: string | null
          starts_at: string
          time_zone: string
          duration_minutes: number
          interviewer_ids: string[]
          location: string | null
          video_link: string | null
          status: string
          sequence: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          application_id: string
          company_id: string
          candidate_id: string
          scheduled_by?: string | null
          starts_at: string
          time_zone: string
          duration_minutes: number
          interviewer_ids: string[]
          location?: string | null
          video_link?: string | null
          status?: string
          sequence?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          application_id?: string
          company_id?: string
          candidate_id?: string
          scheduled_by?: string | null
          starts_at?: string
          time_zone?: string
          duration_minutes?: number
          interviewer_ids?: string[]
          location?: string | null
          video_link?: string | null
          status?: string
          sequence?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "interviews_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "interviews_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: false
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "interviews_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      invitations: {
        Row: {
          id: string
          token: string
          type: string
          status: string
          email: string
          expires_at: string
          company_id: string | null
          role: string | null
          management_terms: string | null
          invited_by_admin_id: string | null
          invited_by_user_id: string | null
          candidate_data: Json | null
          company_data: Json | null
          accepted_at: string | null
          accepted_by: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          token?: string
          type: string
          status?: string
          email: string
          expires_at?: string
          company_id?: string | null
          role?: string | null
          management_terms?: string | null
          invited_by_admin_id?: string | null
          invited_by_user_id?: string | null
          candidate_data?: Json | null
          company_data?: Json | null
          accepted_at?: string | null
          accepted_by?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          token?: string
          type?: string
          status?: string
          email?: string
          expires_at?: string
          company_id?: string | null
          role?: string | null
          management_terms?: string | null
          invited_by_admin_id?: string | null
          invited_by_user_id?: string | null
          candidate_data?: Json | null
          company_data?: Json | null
          accepted_at?: string | null
          accepted_by?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "invitations_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      job_application_answers: {
        Row: {
          id: string
          application_id: string
          question_id: string
          answer: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          application_id: string
          question_id: string
          answer?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          application_id?: string
          question_id?: string
          answer?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_application_answers_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "job_application_answers_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "job_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      job_assignments: {
        Row: {
          id: string
          job_id: string
          assigned_to_user_id: string
          assigned_by_user_id: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          job_id: string
          assigned_to_user_id: string
          assigned_by_user_id?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          job_id?: string
          assigned_to_user_id?: string
          assigned_by_user_id?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_assignments_assigned_to_user_id_fkey"
            columns: ["assigned_to_user_id"]
            isOneToOne: false
            referencedRelation: "company_users"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "job_assignments_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: true
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
        ]
      }
      job_invitations: {
        Row: {
          id: string
          job_id: string
          candidate_id: string
          invited_by_user_id: string | null
          created_at: string
        }
        Insert: {
          id?: string
          job_id: string
          candidate_id: string
          invited_by_user_id?: string | null
          created_at?: string
        }
        Update: {
          id?: string
          job_id?: string
          candidate_id?: string
          invited_by_user_id?: string | null
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_invitations_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: false
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "job_invitations_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
        ]
      }
      job_questions: {
        Row: {
          id: string
          job_id: string
          question: string
          question_type: string
          is_required: boolean
          options: Json | null
          position: number
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          job_id: string
          question: string
          question_type?: string
          is_required?: boolean
          options?: Json | null
          position?: number
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          job_id?: string
          question?: string
          question_type?: string
          is_required?: boolean
          options?: Json | null
          position?: number
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_questions_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
        ]
      }
      jobs: {
        Row: {
          id: string
          company_id: string
          created_by: string | null
          title: string
          description: string
          location: string | null
          locations: string[]
          job_type: string | null
          experience_level: string | null
          experience_required: string | null
          education_required: string | null
          salary_min: number | null
          salary_max: number | null
          skills_required: string[]
          requirements: string[]
          preferred_skills: string[]
          status: string
          expires_at: string | null
          created_at: string
          updated_at: string
          search_text: string | null
          board_words: string | null
          location_words: string | null
          is_remote: boolean | null
          salary_sort: number | null
          company_listed: boolean
        }
        Insert: {
          id?: string
          company_id: string
          created_by?: string | null
          title: string
          description?: string
          location?: string | null
          locations?: string[]
          job_type?: string | null
          experience_level?: string | null
          experience_required?: string | null
          education_required?: string | null
          salary_min?: number | null
          salary_max?: number | null
          skills_required?: string[]
          requirements?: string[]
          preferred_skills?: string[]
          status?: string
          expires_at?: string | null
          created_at?: string
          updated_at?: string
          search_text?: never
          board_words?: never
          location_words?: never
          is_remote?: never
          salary_sort?: never
          company_listed?: boolean
        }
        Update: {
          id?: string
          company_id?: string
          created_by?: string | null
          title?: string
          description?: string
          location?: string | null
          locations?: string[]
          job_type?: string | null
          experience_level?: string | null
          experience_required?: string | null
          education_required?: string | null
          salary_min?: number | null
          salary_max?: number | null
          skills_required?: string[]
          requirements?: string[]
          preferred_skills?: string[]
          status?: string
          expires_at?: string | null
          created_at?: string
          updated_at?: string
          search_text?: never
          board_words?: never
          location_words?: never
          is_remote?: never
          salary_sort?: never
          company_listed?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "jobs_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      notes: {
        Row: {
          id: string
          company_id: string
          candidate_id: string
          application_id: string | null
          author_id: string | null
          body: string
          mentioned_user_ids: string[]
          created_at: string
        }
        Insert: {
          id?: string
          company_id: string
          candidate_id: string
          application_id?: string | null
          author_id?: string | null
          body: string
          mentioned_user_ids?: string[]
          created_at?: string
        }
        Update: {
          id?: string
          company_id?: string
          candidate_id?: string
          application_id?: string | null
          author_id?: string | null
          body?: string
          mentioned_user_ids?: string[]
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "notes_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notes_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: false
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notes_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          user_id: string
          type: string
          email: boolean
          updated_at: string
        }
        Insert: {
          user_id?: string
          type: string
          email: boolean
          updated_at?: string
        }
        Update: {
          user_id?: string
          type?: string
          email?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          id: string
          user_id: string
          type: string
          title: string
          message: string | null
          is_read: boolean
          data: Json
          created_at: string
          updated_at: string
          link: string | null
          emailed_at: string | null
        }
        Insert: {
          id?: string
          user_id: string
          type?: string
          title: string
          message?: string | null
          is_read?: boolean
          data?: Json
          created_at?: string
          updated_at?: string
          link?: string | null
          emailed_at?: string | null
        }
        Update: {
          id?: string
          user_id?: string
          type?: string
          title?: string
          message?: string | null
          is_read?: boolean
          data?: Json
          created_at?: string
          updated_at?: string
          link?: string | null
          emailed_at?: string | null
        }
        Relationships: []
      }
      ownership_conflicts: {
        Row: {
          id: string
          company_id: string
          job_id: string | null
          person_id: string
          application_id: string | null
          ownership_id: string | null
          owner_vendor_id: string | null
          challenger_kind: string
          challenger_vendor_id: string | null
          challenger_user_id: string | null
          challenger_label: string
          decision: string
          created_at: string
        }
        Insert: {
          id?: string
          company_id: string
          job_id?: string | null
          person_id: string
          application_id?: string | null
          ownership_id?: string | null
          owner_vendor_id?: string | null
          challenger_kind: string
          challenger_vendor_id?: string | null
          challenger_user_id?: string | null
          challenger_label: string
          decision?: string
          created_at?: string
        }
        Update: {
          id?: string
          company_id?: string
          job_id?: string | null
          person_id?: string
          application_id?: string | null
          ownership_id?: string | null
          owner_vendor_id?: string | null
          challenger_kind?: string
          challenger_vendor_id?: string | null
          challenger_user_id?: string | null
          challenger_label?: string
          decision?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "ownership_conflicts_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ownership_conflicts_challenger_vendor_id_fkey"
            columns: ["challenger_vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ownership_conflicts_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ownership_conflicts_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ownership_conflicts_owner_vendor_id_fkey"
            columns: ["owner_vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ownership_conflicts_ownership_id_fkey"
            columns: ["ownership_id"]
            isOneToOne: false
            referencedRelation: "candidate_ownerships"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          id: string
          email: string
          role: string
          created_at: string
          updated_at: string
        }
        Insert: {
          id: string
          email: string
          role?: string
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          email?: string
          role?: string
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      representation_requests: {
        Row: {
          id: string
          company_id: string
          job_id: string
          candidate_id: string
          person_id: string
          vendor_id: string
          requested_by: string | null
          answers: Json
          pitch_note: string | null
          status: string
          created_at: string
          expires_at: string
          decided_at: string | null
          application_id: string | null
          claimed_at: string | null
          sent_at: string | null
          document_ids: string[]
        }
        Insert: {
          id?: string
          company_id: string
          job_id: string
          candidate_id: string
          person_id: string
          vendor_id: string
          requested_by?: string | null
          answers?: Json
          pitch_note?: string | null
          status?: string
          created_at?: string
          expires_at?: string
          decided_at?: string | null
          application_id?: string | null
          claimed_at?: string | null
          sent_at?: string | null
          document_ids?: string[]
        }
        Update: {
          id?: string
          company_id?: string
          job_id?: string
          candidate_id?: string
          person_id?: string
          vendor_id?: string
          requested_by?: string | null
          answers?: Json
          pitch_note?: string | null
          status?: string
          created_at?: string
          expires_at?: string
          decided_at?: string | null
          application_id?: string | null
          claimed_at?: string | null
          sent_at?: string | null
          document_ids?: string[]
        }
        Relationships: [
          {
            foreignKeyName: "representation_requests_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "representation_requests_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: false
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "representation_requests_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "representation_requests_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "representation_requests_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_jobs: {
        Row: {
          id: string
          user_id: string
          job_id: string
          created_at: string
        }
        Insert: {
          id?: string
          user_id?: string
          job_id: string
          created_at?: string
        }
        Update: {
          id?: string
          user_id?: string
          job_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_jobs_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_searches: {
        Row: {
          id: string
          user_id: string
          name: string
          query: string | null
          location: string | null
          remote: boolean | null
          job_type: string | null
          experience_level: string | null
          min_salary: number | null
          alerts_enabled: boolean
          last_alerted_at: string
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          user_id?: string
          name: string
          query?: string | null
          location?: string | null
          remote?: boolean | null
          job_type?: string | null
          experience_level?: string | null
          min_salary?: number | null
          alerts_enabled?: boolean
          last_alerted_at?: string
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          user_id?: string
          name?: string
          query?: string | null
          location?: string | null
          remote?: boolean | null
          job_type?: string | null
          experience_level?: string | null
          min_salary?: number | null
          alerts_enabled?: boolean
          last_alerted_at?: string
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      scorecards: {
        Row: {
          id: string
          interview_id: string
          application_id: string
          company_id: string
          interviewer_id: string
          rating: number
          recommendation: string
          notes: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          interview_id: string
          application_id: string
          company_id: string
          interviewer_id?: string
          rating: number
          recommendation: string
          notes?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          interview_id?: string
          application_id?: string
          company_id?: string
          interviewer_id?: string
          rating?: number
          recommendation?: string
          notes?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "scorecards_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "scorecards_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "scorecards_interview_id_fkey"
            columns: ["interview_id"]
            isOneToOne: false
            referencedRelation: "interviews"
            referencedColumns: ["id"]
          },
        ]
      }
      skills: {
        Row: {
          id: string
          name: string
          industry: string
          aliases: string[]
          created_by: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          name: string
          industry: string
          aliases?: string[]
          created_by?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          name?: string
          industry?: string
          aliases?: string[]
          created_by?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: []
      }
      stage_email_templates: {
        Row: {
          company_id: string
          status: string
          subject: string
          body: string
          updated_at: string
        }
        Insert: {
          company_id: string
          status: string
          subject: string
          body: string
          updated_at?: string
        }
        Update: {
          company_id?: string
          status?: string
          subject?: string
          body?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "stage_email_templates_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
      submission_documents: {
        Row: {
          id: string
          vendor_id: string
          candidate_id: string
          kind: string
          file_name: string
          path: string
          uploaded_by: string | null
          created_at: string
        }
        Insert: {
          id?: string
          vendor_id: string
          candidate_id: string
          kind: string
          file_name: string
          path: string
          uploaded_by?: string | null
          created_at?: string
        }
        Update: {
          id?: string
          vendor_id?: string
          candidate_id?: string
          kind?: string
          file_name?: string
          path?: string
          uploaded_by?: string | null
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "submission_documents_candidate_id_fkey"
            columns: ["candidate_id"]
            isOneToOne: false
            referencedRelation: "candidates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "submission_documents_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      talent_vendor_users: {
        Row: {
          id: string
          user_id: string | null
          vendor_id: string
          role: string
          first_name: string
          last_name: string
          email: string | null
          created_at: string
          updated_at: string
          joined_at: string | null
        }
        Insert: {
          id?: string
          user_id?: string | null
          vendor_id: string
          role?: string
          first_name?: string
          last_name?: string
          email?: string | null
          created_at?: string
          updated_at?: string
          joined_at?: string | null
        }
        Update: {
          id?: string
          user_id?: string | null
          vendor_id?: string
          role?: string
          first_name?: string
          last_name?: string
          email?: string | null
          created_at?: string
          updated_at?: string
          joined_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "talent_vendor_users_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      talent_vendors: {
        Row: {
          id: string
          vendor_id: string | null
          company_id: string
          invited_by_user_id: string | null
          first_name: string
          last_name: string
          email: string
          message: string | null
          status: string
          created_at: string
          updated_at: string
          invitation_token: string | null
          invitation_expires_at: string | null
        }
        Insert: {
          id?: string
          vendor_id?: string | null
          company_id: string
          invited_by_user_id?: string | null
          first_name: string
          last_name: string
          email: string
          message?: string | null
          status?: string
          created_at?: string
          updated_at?: string
          invitation_token?: string | null
          invitation_expires_at?: string | null
        }
        Update: {
          id?: string
          vendor_id?: string | null
          company_id?: string
          invited_by_user_id?: string | null
          first_name?: string
          last_name?: string
          email?: string
          message?: string | null
          status?: string
          created_at?: string
          updated_at?: string
          invitation_token?: string | null
          invitation_expires_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "talent_vendors_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "talent_vendors_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendor_job_assignments: {
        Row: {
          id: string
          job_id: string
          vendor_id: string
          assigned_by_user_id: string | null
          assigned_to_recruiter_id: string | null
          created_at: string
          updated_at: string
          tier: number
          release_notified_at: string | null
        }
        Insert: {
          id?: string
          job_id: string
          vendor_id: string
          assigned_by_user_id?: string | null
          assigned_to_recruiter_id?: string | null
          created_at?: string
          updated_at?: string
          tier?: number
          release_notified_at?: string | null
        }
        Update: {
          id?: string
          job_id?: string
          vendor_id?: string
          assigned_by_user_id?: string | null
          assigned_to_recruiter_id?: string | null
          created_at?: string
          updated_at?: string
          tier?: number
          release_notified_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "vendor_job_assignments_assigned_to_recruiter_id_fkey"
            columns: ["assigned_to_recruiter_id"]
            isOneToOne: false
            referencedRelation: "talent_vendor_users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_job_assignments_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_job_assignments_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendors: {
        Row: {
          id: string
          company_id: string | null
          vendor_id: string
          user_id: string | null
          created_by: string | null
          vendor_name: string
          phone_number: string | null
          mailing_address: string | null
          state: string | null
          zip: string | null
          year_established: number | null
          annual_gross_income: string | null
          primary_contact_name: string | null
          primary_contact_email: string | null
          hr_contact_name: string | null
          hr_contact_email: string | null
          reference1_company_name: string | null
          reference1_contact: string | null
          reference1_phone: string | null
          reference1_email: string | null
          reference2_company_name: string | null
          reference2_contact: string | null
          reference2_phone: string | null
          reference2_email: string | null
          bank_name: string | null
          beneficiary_name: string | null
          account_number: string | null
          routing_number: string | null
          swift_code: string | null
          remittance_email: string | null
          finance_contact_name: string | null
          finance_contact_email: string | null
          certifying_name: string | null
          certifying_title: string | null
          certifying_date: string | null
          w9_url: string | null
          coi_url: string | null
          wo_url: string | null
          msa_url: string | null
          voided_check_url: string | null
          created_at: string
          updated_at: string
        }
        Insert: {
          id?: string
          company_id?: string | null
          vendor_id?: string
          user_id?: string | null
          created_by?: string | null
          vendor_name: string
          phone_number?: string | null
          mailing_address?: string | null
          state?: string | null
          zip?: string | null
          year_established?: number | null
          annual_gross_income?: string | null
          primary_contact_name?: string | null
          primary_contact_email?: string | null
          hr_contact_name?: string | null
          hr_contact_email?: string | null
          reference1_company_name?: string | null
          reference1_contact?: string | null
          reference1_phone?: string | null
          reference1_email?: string | null
          reference2_company_name?: string | null
          reference2_contact?: string | null
          reference2_phone?: string | null
          reference2_email?: string | null
          bank_name?: string | null
          beneficiary_name?: string | null
          account_number?: string | null
          routing_number?: string | null
          swift_code?: string | null
          remittance_email?: string | null
          finance_contact_name?: string | null
          finance_contact_email?: string | null
          certifying_name?: string | null
          certifying_title?: string | null
          certifying_date?: string | null
          w9_url?: string | null
          coi_url?: string | null
          wo_url?: string | null
          msa_url?: string | null
          voided_check_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Update: {
          id?: string
          company_id?: string | null
          vendor_id?: string
          user_id?: string | null
          created_by?: string | null
          vendor_name?: string
          phone_number?: string | null
          mailing_address?: string | null
          state?: string | null
          zip?: string | null
          year_established?: number | null
          annual_gross_income?: string | null
          primary_contact_name?: string | null
          primary_contact_email?: string | null
          hr_contact_name?: string | null
          hr_contact_email?: string | null
          reference1_company_name?: string | null
          reference1_contact?: string | null
          reference1_phone?: string | null
          reference1_email?: string | null
          reference2_company_name?: string | null
          reference2_contact?: string | null
          reference2_phone?: string | null
          reference2_email?: string | null
          bank_name?: string | null
          beneficiary_name?: string | null
          account_number?: string | null
          routing_number?: string | null
          swift_code?: string | null
          remittance_email?: string | null
          finance_contact_name?: string | null
          finance_contact_email?: string | null
          certifying_name?: string | null
          certifying_title?: string | null
          certifying_date?: string | null
          w9_url?: string | null
          coi_url?: string | null
          wo_url?: string | null
          msa_url?: string | null
          voided_check_url?: string | null
          created_at?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "vendors_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "companies"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_invitation: {
        Args: {
          p_token: string
          p_type?: string
        }
        Returns: Json
      }
      accept_talent_vendor_invitation: {
        Args: {
          p_token: string
          p_vendor_name: string
          p_first_name: string
          p_last_name: string
          p_user_id?: string
        }
        Returns: Json
      }
      admin_dashboard_stats: {
        Args: never
        Returns: Json
      }
      admin_list_users: {
        Args: {
          p_search?: string
          p_role?: string
          p_page?: number
          p_page_size?: number
        }
        Returns: Json
      }
      announce_vendor_releases: {
        Args: never
        Returns: number
      }
      anonymise_candidate: {
        Args: {
          p_candidate_id: string
        }
        Returns: undefined
      }
      apply_candidate_retention: {
        Args: never
        Returns: number
      }
      apply_to_job: {
        Args: {
          p_job_id: string
          p_answers?: Json
        }
        Returns: Json
      }
      cancel_interview: {
        Args: {
          p_interview_id: string
          p_sequence: number
        }
        Returns: Database["public"]["Tables"]["interviews"]["Row"]
      }
      claim_application_messages: {
        Args: {
          p_limit?: number
        }
        Returns: {
          id: string
          recipient: string
          subject: string
          body: string
          application_id: string
        }[]
      }
      claim_notification_emails: {
        Args: {
          p_limit?: number
        }
        Returns: {
          id: string
          email: string
          type: string
          title: string
          message: string
          link: string
          send: boolean
        }[]
      }
      claim_representation_emails: {
        Args: {
          p_limit?: number
        }
        Returns: {
          id: string
          recipient: string
          token: string
          first_name: string
          job_title: string
          company_name: string
          vendor_name: string
          recruiter_name: string
          expires_at: string
        }[]
      }
      count_company_applications: {
        Args: {
          p_company_id: string
        }
        Returns: number
      }
      create_application_safe: {
        Args: {
          p_job_id: string
          p_candidate_id: string
          p_status?: string
        }
        Returns: string
      }
      export_job_applicants: {
        Args: {
          p_job_id: string
        }
        Returns: {
          name: string
          email: string
          source: string
          stage: string
          applied_at: string
          last_change: string
        }[]
      }
      get_admin_report: {
        Args: {
          p_from: string
          p_to: string
        }
        Returns: Json
      }
      get_application_credits: {
        Args: {
          p_application_ids: string[]
        }
        Returns: {
          application_id: string
          kind: string
          credited_to: string
          since: string
        }[]
      }
      get_application_scores: {
        Args: {
          p_job_id: string
        }
        Returns: {
          application_id: string
          score: number
        }[]
      }
      get_application_timeline: {
        Args: {
          p_application_id: string
        }
        Returns: {
          id: string
          from_status: string
          to_status: string
          created_at: string
          actor_name: string
          reason: string
        }[]
      }
      get_caller_context: {
        Args: never
        Returns: Json
      }
      get_candidate_application_detail: {
        Args: {
          p_user_id: string
          p_application_id: string
        }
        Returns: Json
      }
      get_candidate_applications: {
        Args: {
          p_user_id: string
          p_page?: number
          p_page_size?: number
        }
        Returns: Json
      }
      get_candidate_by_user_id: {
        Args: {
          p_user_id: string
        }
        Returns: Database["public"]["Tables"]["candidates"]["Row"][]
      }
      get_candidate_documents: {
        Args: {
          p_user_id: string
        }
        Returns: {
          resume_url: string
          cover_letter_url: string
          certificates: string[]
        }[]
      }
      get_candidate_job: {
        Args: {
          p_user_id: string
          p_job_id: string
        }
        Returns: Json
      }
      get_candidate_job_questions: {
        Args: {
          p_user_id: string
          p_job_id: string
        }
        Returns: Json
      }
      get_candidate_potential_jobs: {
        Args: {
          p_user_id: string
          p_page: number
          p_page_size: number
          p_min_score?: number
        }
        Returns: Json
      }
      get_careers_page: {
        Args: {
          p_slug: string
        }
        Returns: Json
      }
      get_company_application_detail: {
        Args: {
          p_application_id: string
        }
        Returns: Json
      }
      get_company_private_details: {
        Args: {
          p_company_id: string
        }
        Returns: Json
      }
      get_company_report: {
        Args: {
          p_from: string
          p_to: string
          p_job_id?: string
        }
        Returns: Json
      }
      get_company_vendor_performance: {
        Args: {
          p_vendor_id?: string
        }
        Returns: Json
      }
      get_invitation_by_token: {
        Args: {
          p_token: string
          p_type?: string
        }
        Returns: {
          id: string
          email: string
          type: string
          status: string
          expires_at: string
          company_id: string
          company_name: string
          role: string
          management_terms: string
          candidate_data: Json
          company_data: Json
          created_at: string
        }[]
      }
      get_job_suggestions: {
        Args: {
          p_job_id: string
          p_limit?: number
        }
        Returns: {
          candidate_id: string
          first_name: string
          last_name: string
          title: string
          skills: string[]
          managing_company_id: string
          company_name: string
          score: number
          summary: string
        }[]
      }
      get_managing_company: {
        Args: never
        Returns: {
          id: string
          name: string
        }[]
      }
      get_match: {
        Args: {
          p_job_id: string
          p_candidate_id: string
        }
        Returns: Json
      }
      get_my_candidate_ids: {
        Args: never
        Returns: string[]
      }
      get_my_representation: {
        Args: never
        Returns: Json
      }
      get_my_upcoming_interviews: {
        Args: never
        Returns: {
          id: string
          application_id: string
          job_title: string
          company_name: string
          starts_at: string
          time_zone: string
          duration_minutes: number
          location: string
          video_link: string
        }[]
      }
      get_ownership_settings: {
        Args: never
        Returns: Json
      }
      get_pipeline_board: {
        Args: {
          p_job_id: string
          p_search?: string
          p_source?: string
          p_applied_from?: string
          p_applied_to?: string
          p_page_size?: number
          p_sort?: string
        }
        Returns: Json[]
      }
      get_pipeline_column: {
        Args: {
          p_job_id: string
          p_status: string
          p_search?: string
          p_source?: string
          p_applied_from?: string
          p_applied_to?: string
          p_offset?: number
          p_limit?: number
          p_sort?: string
        }
        Returns: Json
      }
      get_pipeline_neighbors: {
        Args: {
          p_application_id: string
          p_search?: string
          p_source?: string
          p_applied_from?: string
          p_applied_to?: string
          p_sort?: string
        }
        Returns: Json
      }
      get_pipeline_settings: {
        Args: never
        Returns: Json
      }
      get_public_job: {
        Args: {
          p_job_id: string
        }
        Returns: Json
      }
      get_representation_request: {
        Args: {
          p_token: string
        }
        Returns: Json
      }
      get_user_company_membership_safe: {
        Args: {
          user_id: string
        }
        Returns: {
          role: string
          company_id: string
        }[]
      }
      get_vendor_documents: {
        Args: {
          p_vendor_id: string
        }
        Returns: Json
      }
      get_vendor_job_matches: {
        Args: {
          p_job_id: string
          p_limit?: number
        }
        Returns: {
          candidate_id: string
          first_name: string
          last_name: string
          title: string
          skills: string[]
          score: number
          summary: string
        }[]
      }
      get_vendor_private_details: {
        Args: {
          p_vendor_id: string
        }
        Returns: Json
      }
      get_vendor_report: {
        Args: {
          p_from: string
          p_to: string
        }
        Returns: Json
      }
      get_vendor_tier_delays: {
        Args: never
        Returns: Json
      }
      get_vendor_visible_stages: {
        Args: never
        Returns: string[]
      }
      invite_candidate_to_job: {
        Args: {
          p_job_id: string
          p_candidate_id: string
        }
        Returns: Json
      }
      job_alert_unsubscribe_token: {
        Args: {
          p_search_id: string
        }
        Returns: string
      }
      leave_managing_company: {
        Args: never
        Returns: Json
      }
      list_audit_entries: {
        Args: {
          p_company_id?: string
          p_action?: string
          p_actor_id?: string
          p_from?: string
          p_to?: string
          p_limit?: number
          p_offset?: number
        }
        Returns: {
          id: number
          occurred_at: string
          chain: string
          action: string
          actor_id: string
          actor_name: string
          target_type: string
          target_id: string
          target_name: string
          company_id: string
          company_name: string
          details: Json
          hash: string
          total: number
        }[]
      }
      list_company_applications: {
        Args: {
          p_company_id: string
          p_offset?: number
          p_limit?: number
        }
        Returns: {
          id: string
          status: string
          applied_at: string
          source_label: string
          candidate_first_name: string
          candidate_last_name: string
          candidate_title: string
          job_id: string
          job_title: string
          job_company_id: string
          total: number
        }[]
      }
      list_ownership_conflicts: {
        Args: {
          p_page?: number
          p_page_size?: number
        }
        Returns: Json
      }
      list_public_pages: {
        Args: never
        Returns: Json
      }
      list_vendor_submissions: {
        Args: {
          p_page?: number
          p_page_size?: number
        }
        Returns: Json
      }
      mark_all_notifications_read: {
        Args: never
        Returns: number
      }
      mark_notification_read: {
        Args: {
          notification_id: string
        }
        Returns: undefined
      }
      move_applications: {
        Args: {
          p_application_ids: string[]
          p_expected_statuses: string[]
          p_to_status: string
          p_reason?: string
          p_send_email?: boolean
        }
        Returns: {
          id: string
          status: string
          status_changed_at: string
          emails_queued: number
        }[]
      }
      my_document_access: {
        Args: never
        Returns: {
          id: number
          occurred_at: string
          viewer_name: string
          company_name: string
          document: string
        }[]
      }
      record_audit_event: {
        Args: {
          p_action: string
          p_target_type: string
          p_target_id: string
          p_company_id: string
          p_details: Json
          p_actor_id: string
        }
        Returns: number
      }
      record_audit_trail_export: {
        Args: {
          p_rows: number
          p_company_id?: string
          p_action?: string
          p_from?: string
          p_to?: string
        }
        Returns: number
      }
      refresh_matches: {
        Args: {
          p_limit?: number
        }
        Returns: Json
      }
      remove_certificate_url: {
        Args: {
          p_user_id: string
          p_certificate_url: string
        }
        Returns: undefined
      }
      reschedule_interview: {
        Args: {
          p_interview_id: string
          p_sequence: number
          p_local_start: string
          p_time_zone: string
          p_duration_minutes: number
          p_interviewer_ids: string[]
          p_location?: string
          p_video_link?: string
        }
        Returns: Database["public"]["Tables"]["interviews"]["Row"]
      }
      respond_to_representation_request: {
        Args: {
          p_token: string
          p_confirm: boolean
        }
        Returns: Json
      }
      revoke_talent_vendor_invitation: {
        Args: {
          p_invitation_id: string
        }
        Returns: Database["public"]["Tables"]["talent_vendors"]["Row"]
      }
      save_job_posting: {
        Args: {
          p_job_id: string
          p_company_id: string
          p_created_by: string
          p_job: Json
          p_questions: Json
        }
        Returns: Database["public"]["Tables"]["jobs"]["Row"]
      }
      save_job_preferences: {
        Args: {
          p_desired_titles: string[]
          p_locations: string[]
          p_work_arrangement: string
          p_job_types: string[]
          p_minimum_salary: number
          p_experience_level: string
        }
        Returns: Database["public"]["Tables"]["candidate_preferences"]["Row"]
      }
      save_ownership_settings: {
        Args: {
          p_window_months: number
          p_confirm_vendor_submissions: boolean
        }
        Returns: Json
      }
      schedule_interview: {
        Args: {
          p_application_id: string
          p_local_start: string
          p_time_zone: string
          p_duration_minutes: number
          p_interviewer_ids: string[]
          p_location?: string
          p_video_link?: string
        }
        Returns: Database["public"]["Tables"]["interviews"]["Row"]
      }
      search_public_jobs: {
        Args: {
          p_query?: string
          p_location?: string
          p_remote?: boolean
          p_job_type?: string
          p_experience_level?: string
          p_min_salary?: number
          p_sort?: string
          p_page?: number
          p_page_size?: number
          p_posted_after?: string
        }
        Returns: Json
      }
      set_vendor_tier_delays: {
        Args: {
          p_tier2_hours: number
          p_tier3_hours: number
        }
        Returns: Json
      }
      set_vendor_visible_stages: {
        Args: {
          p_stages: string[]
        }
        Returns: string[]
      }
      submit_vendor_candidate: {
        Args: {
          p_job_id: string
          p_candidate_id: string
          p_answers?: Json
          p_pitch_note?: string
          p_document_ids?: string[]
        }
        Returns: Json
      }
      turn_off_job_alert: {
        Args: {
          p_token: string
        }
        Returns: Json
      }
      update_candidate_document_url: {
        Args: {
          p_user_id: string
          p_document_type: string
          p_url: string
        }
        Returns: undefined
      }
      update_candidate_profile: {
        Args: {
          p_user_id: string
          p_first_name?: string
          p_last_name?: string
          p_bio?: string
          p_skills?: string[]
          p_phone?: string
          p_email?: string
          p_alternate_phone?: string
          p_gender?: string
          p_work_authorization?: string
          p_unit?: string
          p_street?: string
          p_city?: string
          p_state?: string
          p_zip_code?: string
          p_country?: string
          p_title?: string
        }
        Returns: Database["public"]["Tables"]["candidates"]["Row"][]
      }
      verify_audit_trail: {
        Args: never
        Returns: Json
      }
      withdraw_application: {
        Args: {
          p_application_id: string
          p_reason?: string
        }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
    },
  },
} as const
