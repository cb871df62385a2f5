# bash completion for timercheck(1). Installed by `cmake --install` to
# share/bash-completion/completions/timercheck, where bash-completion loads
# it on first use. Options take their value after '=' or as the next word.

_timercheck()
{
	local cur prev words cword split
	if declare -F _init_completion >/dev/null 2>&1; then
		_init_completion -s || return
	else
		cur=${COMP_WORDS[COMP_CWORD]}
		prev=${COMP_WORDS[COMP_CWORD-1]}
		split=false
		# COMP_WORDBREAKS splits "--format=js" into "--format" "=" "js".
		if [[ $cur == = ]]; then
			cur=
		elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
			prev=${COMP_WORDS[COMP_CWORD-2]}
		fi
		if [[ $cur == --*=* ]]; then
			prev=${cur%%=*}
			cur=${cur#*=}
			split=true
		fi
	fi

	local opts="-p -j --profile= --fail-on= --format= --output= --output-dir=
		--parseable-fixits --fix --fix-errors --export-fixes= --project-root= --checks= --severity= --header-filter=
		--config-file= --baseline= --write-baseline= --diff= --diff-base= --stdin-filename=
		--doc-uri= --color= --coverage --rules --api --list-rules --explain
		--dump-facts --no-infer --dump-apis --tu-timeout= --memory-limit= --cpu-limit= --cache= --no-cache --no-index --index-dir= --facts-dir= --join
		--shard= --stats --no-progress --verbose --quiet --lsp --version --help"

	case $prev in
	--profile)
		COMPREPLY=($(compgen -W "default cfi" -- "$cur")); return ;;
	--fail-on)
		COMPREPLY=($(compgen -W "error warning note none" -- "$cur")); return ;;
	--format)
		COMPREPLY=($(compgen -W "text json sarif html" -- "$cur")); return ;;
	--color)
		COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
	--explain|--checks|--severity)
		# Rule ids, from the binary being completed.
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list-rules 2>/dev/null |
			awk '/^rules:/ { on = 1; next } /^$/ { on = 0 } on { print $1 }')" -- "$cur"))
		return ;;
	--api)
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list-rules 2>/dev/null |
			awk '/^API packs:/ { on = 1; next } on { print $1 }')" -- "$cur"))
		return ;;
	-p|--output-dir|--cache|--facts-dir|--project-root)
		COMPREPLY=($(compgen -d -- "$cur")); return ;;
	--output|--config-file|--baseline|--write-baseline|--diff|--stdin-filename|--rules)
		COMPREPLY=($(compgen -f -- "$cur")); return ;;
	-j|--tu-timeout|--memory-limit|--cpu-limit|--shard|--header-filter|--doc-uri)
		return ;;
	esac
	[[ $split == true ]] && return

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$opts" -- "$cur"))
		[[ ${COMPREPLY-} == *= ]] && compopt -o nospace 2>/dev/null
		return
	fi
	# Inputs: C files and folders (and facts folders for --join).
	COMPREPLY=($(compgen -f -X '!*.[ch]' -- "$cur") $(compgen -d -- "$cur"))
}
complete -F _timercheck timercheck
