import { useQuery } from '@tanstack/react-query';
import { botsQuery } from '../../../lib/query';

/** The bots with their health, for Home's status list. */
export const useBots = () => useQuery(botsQuery);
